/** Blog rules: the categories a post is filed under, their addresses and the category cards. */
export * from './blog'
