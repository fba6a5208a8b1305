import * as migration_20261121_184445_initial from './20261121_184445_initial';
import * as migration_20261121_203523_vehicles from './20261121_203523_vehicles';
import * as migration_20261121_205743_tenant_search from './20261121_205743_tenant_search';
import * as migration_20261121_210941_enquiries from './20261121_210941_enquiries';
import * as migration_20261121_214958_search_blocks_promo_cards_site_settings from './20261121_214958_search_blocks_promo_cards_site_settings';
import * as migration_20261121_220222_navigation from './20261121_220222_navigation';

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
    up: migration_20261121_220222_navigation.up,
    down: migration_20261121_220222_navigation.down,
    name: '20261121_220222_navigation'
  },
];
