/** Navigation rules: header and footer menus, the mega menu, label rewrites and the Toyota menu data. */
export * from './logic'
export * from './menu'
export * from './toyota'
export * from './stored'
export * from './showroom'
export * from './catalogueSearch'
