/**
 * Every make the platform knows, as Australian stock feeds spell them: the makes sold new here today,
 * the ones that have left but still come through as used cars, and the caravan and motorhome builders
 * the caravan sites list. The shared manufacturers reference data is seeded from this list (brands.ts);
 * makes without brand colours in COMMON_MAKES get a neutral badge.
 */
// One name a line would make this list 140 lines long for no gain in reading.
// prettier-ignore
export const ALL_MAKE_NAMES: readonly string[] = [
  // Cars and light commercials
  'Abarth', 'AC', 'Alfa Romeo', 'Alpina', 'Alpine', 'Aston Martin', 'Audi', 'Austin', 'Bentley', 'BMW',
  'Bugatti', 'Buick', 'BYD', 'Cadillac', 'Caterham', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra',
  'Daewoo', 'Daihatsu', 'Datsun', 'Deepal', 'Dodge', 'Ferrari', 'Fiat', 'Fisker', 'Ford', 'Foton',
  'Genesis', 'Geely', 'GMC', 'GWM', 'Haval', 'Hino', 'Holden', 'Honda', 'HSV', 'Hummer',
  'Hyundai', 'INEOS', 'Infiniti', 'Isuzu', 'Iveco', 'Jaguar', 'Jeep', 'JMC', 'Kia', 'KGM',
  'Lamborghini', 'Land Rover', 'LDV', 'Leapmotor', 'Lexus', 'Lotus', 'Lucid', 'Mahindra', 'Maserati', 'Maxus',
  'Mazda', 'McLaren', 'Mercedes-AMG', 'Mercedes-Benz', 'MG', 'Mini', 'Mitsubishi', 'Morgan', 'Nissan', 'Opel',
  'Peugeot', 'Polestar', 'Porsche', 'Proton', 'RAM', 'Renault', 'Rivian', 'Rolls-Royce', 'Rover', 'Saab',
  'Seat', 'Skoda', 'Smart', 'SsangYong', 'Subaru', 'Suzuki', 'Tank', 'Tata', 'Tesla', 'Toyota',
  'Triumph', 'Volkswagen', 'Volvo', 'XPeng', 'Zeekr', 'Great Wall', 'Kaiyi', 'Lynk & Co', 'Skywell',
  // Trucks and buses seen in dealer stock
  'Fuso', 'UD Trucks', 'Scania', 'Kenworth', 'Mack',
  // Motorcycles
  'Aprilia', 'BMW Motorrad', 'CFMoto', 'Ducati', 'Harley-Davidson', 'Husqvarna', 'Indian', 'Kawasaki', 'KTM', 'Royal Enfield',
  'Yamaha', 'Vespa',
  // Caravans, campers and motorhomes
  'Avan', 'Coromal', 'Crusader', 'Jayco', 'Kokoda', 'Lotus Caravans', 'MDC', 'New Age', 'Retreat', 'Roadstar',
  'Royal Flair', 'Snowy River', 'Sunland', 'Supreme', 'Trakmaster', 'Windsor', 'Zone RV', 'Winnebago', 'Concept',
  'Paramount', 'Billabong', 'Nova', 'Essential',
]

/** The URL slug of a make: 'Mercedes-Benz' → 'mercedes-benz', 'Zone RV' → 'zone-rv'. */
export function makeSlugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
