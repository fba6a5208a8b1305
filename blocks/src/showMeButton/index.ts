/** What the renderer needs of the show-me button: the search state it stands for. */
export { showMeSearchState } from './logic'
