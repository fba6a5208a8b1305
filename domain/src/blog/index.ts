/** Blog rules: the categories a post is filed under, their addresses and the category cards. */
export {
  BLOG_CATEGORIES,
  blogCategoryBySlug,
  blogCategoryCards,
  type BlogCategoryCardView,
  blogCategoryHref,
  type BlogCategorySlug,
  blogDateText,
  blogPostHref,
  type BlogPostSummary,
  postsInCategory,
} from './blog'
