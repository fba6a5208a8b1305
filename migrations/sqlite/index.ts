import * as migration_20261121_184445_initial from './20261121_184445_initial';
import * as migration_20261121_203523_vehicles from './20261121_203523_vehicles';
import * as migration_20261121_205743_tenant_search from './20261121_205743_tenant_search';
import * as migration_20261121_210941_enquiries from './20261121_210941_enquiries';
import * as migration_20261121_214958_search_blocks_promo_cards_site_settings from './20261121_214958_search_blocks_promo_cards_site_settings';
import * as migration_20261121_215956_enquiry_form_block from './20261121_215956_enquiry_form_block';
import * as migration_20261121_224328_locations from './20261121_224328_locations';
import * as migration_20261121_224514_offers_popups_legal from './20261121_224514_offers_popups_legal';
import * as migration_20261121_232640_navigation from './20261121_232640_navigation';
import * as migration_20261121_235602_vehicle_page_settings_phone_reveals from './20261121_235602_vehicle_page_settings_phone_reveals';
import * as migration_20261123_112805_tenant_onboarding from './20261123_112805_tenant_onboarding';
import * as migration_20261123_124028_enquiry_consent_version from './20261123_124028_enquiry_consent_version';
import * as migration_20261123_124336_phone_reveals_outlive_their_car from './20261123_124336_phone_reveals_outlive_their_car';
import * as migration_20261123_152751_platform_changes from './20261123_152751_platform_changes';
import * as migration_20261123_172833_model_showroom from './20261123_172833_model_showroom';
import * as migration_20261123_185756_blog_location_pages_wording_switches from './20261123_185756_blog_location_pages_wording_switches';
import * as migration_20261126_082250_cards_valuations_shoppers_selling_brand_reservations from './20261126_082250_cards_valuations_shoppers_selling_brand_reservations';
import * as migration_20261126_095713_purchase_journeys from './20261126_095713_purchase_journeys';
import * as migration_20261127_172236_payment_safeguards from './20261127_172236_payment_safeguards';
import * as migration_20261127_183016_dealership_ids_as_text from './20261127_183016_dealership_ids_as_text';

export const migrations = [
  {
    up: migration_20261121_184445_initial.up,
    down: migration_20261121_184445_initial.down,
    name: '20261121_184445_initial',
  },
  {
    up: migration_20261121_203523_vehicles.up,
    down: migration_20261121_203523_vehicles.down,
    name: '20261121_203523_vehicles',
  },
  {
    up: migration_20261121_205743_tenant_search.up,
    down: migration_20261121_205743_tenant_search.down,
    name: '20261121_205743_tenant_search',
  },
  {
    up: migration_20261121_210941_enquiries.up,
    down: migration_20261121_210941_enquiries.down,
    name: '20261121_210941_enquiries',
  },
  {
    up: migration_20261121_214958_search_blocks_promo_cards_site_settings.up,
    down: migration_20261121_214958_search_blocks_promo_cards_site_settings.down,
    name: '20261121_214958_search_blocks_promo_cards_site_settings',
  },
  {
    up: migration_20261121_215956_enquiry_form_block.up,
    down: migration_20261121_215956_enquiry_form_block.down,
    name: '20261121_215956_enquiry_form_block',
  },
  {
    up: migration_20261121_224328_locations.up,
    down: migration_20261121_224328_locations.down,
    name: '20261121_224328_locations',
  },
  {
    up: migration_20261121_224514_offers_popups_legal.up,
    down: migration_20261121_224514_offers_popups_legal.down,
    name: '20261121_224514_offers_popups_legal',
  },
  {
    up: migration_20261121_232640_navigation.up,
    down: migration_20261121_232640_navigation.down,
    name: '20261121_232640_navigation',
  },
  {
    up: migration_20261121_235602_vehicle_page_settings_phone_reveals.up,
    down: migration_20261121_235602_vehicle_page_settings_phone_reveals.down,
    name: '20261121_235602_vehicle_page_settings_phone_reveals',
  },
  {
    up: migration_20261123_112805_tenant_onboarding.up,
    down: migration_20261123_112805_tenant_onboarding.down,
    name: '20261123_112805_tenant_onboarding',
  },
  {
    up: migration_20261123_124028_enquiry_consent_version.up,
    down: migration_20261123_124028_enquiry_consent_version.down,
    name: '20261123_124028_enquiry_consent_version',
  },
  {
    up: migration_20261123_124336_phone_reveals_outlive_their_car.up,
    down: migration_20261123_124336_phone_reveals_outlive_their_car.down,
    name: '20261123_124336_phone_reveals_outlive_their_car',
  },
  {
    up: migration_20261123_152751_platform_changes.up,
    down: migration_20261123_152751_platform_changes.down,
    name: '20261123_152751_platform_changes',
  },
  {
    up: migration_20261123_172833_model_showroom.up,
    down: migration_20261123_172833_model_showroom.down,
    name: '20261123_172833_model_showroom',
  },
  {
    up: migration_20261123_185756_blog_location_pages_wording_switches.up,
    down: migration_20261123_185756_blog_location_pages_wording_switches.down,
    name: '20261123_185756_blog_location_pages_wording_switches',
  },
  {
    up: migration_20261126_082250_cards_valuations_shoppers_selling_brand_reservations.up,
    down: migration_20261126_082250_cards_valuations_shoppers_selling_brand_reservations.down,
    name: '20261126_082250_cards_valuations_shoppers_selling_brand_reservations',
  },
  {
    up: migration_20261126_095713_purchase_journeys.up,
    down: migration_20261126_095713_purchase_journeys.down,
    name: '20261126_095713_purchase_journeys',
  },
  {
    up: migration_20261127_172236_payment_safeguards.up,
    down: migration_20261127_172236_payment_safeguards.down,
    name: '20261127_172236_payment_safeguards',
  },
  {
    up: migration_20261127_183016_dealership_ids_as_text.up,
    down: migration_20261127_183016_dealership_ids_as_text.down,
    name: '20261127_183016_dealership_ids_as_text'
  },
];
