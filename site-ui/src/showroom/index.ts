/** The model showroom: the models list of a body category, a model's page and its accessories. */
export { AccessoriesPage } from './AccessoriesPage'
export { ModelList } from './ModelList'
export { MODEL_ENQUIRY_ANCHOR, ModelPage, type ModelStock } from './ModelPage'
