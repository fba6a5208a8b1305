/** The blog's category cards and article cards. */
export { BlogCategoryCards, BlogPostCards } from './BlogCards'
