import * as migration_20261121_184445_initial from './20261121_184445_initial';
import * as migration_20261121_203523_vehicles from './20261121_203523_vehicles';

export const migrations = [
  {
    up: migration_20261121_184445_initial.up,
    down: migration_20261121_184445_initial.down,
    name: '20261121_184445_initial',
  },
  {
    up: migration_20261121_203523_vehicles.up,
    down: migration_20261121_203523_vehicles.down,
    name: '20261121_203523_vehicles'
  },
];
