import type { Blog, BlogPost } from "@/platform/content/content-schema";

/**
 * The blog (blog categories; /blog, /blog/vehicle-reviews;
 * blog images 375x375): /blog lists the categories and the latest posts, /blog/{category} a category's posts,
 * /blog/{category}/{post} one post. Newest first; posts of one day by title.
 */
export const BLOG_IMAGE_SIZE = 375;
/** How many of the latest posts /blog shows. */
const LATEST_POSTS = 6;

export const blogCategoryPath = (category: string) => `/blog/${category}`;
export const blogPostPath = (post: Pick<BlogPost, "category" | "slug">) => `/blog/${post.category}/${post.slug}`;

const newestFirst = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/** The blog's newest posts across its categories. */
export function latestPosts(blog: Blog, limit = LATEST_POSTS): BlogPost[] {
  return [...blog.posts].sort(newestFirst).slice(0, limit);
}

/** A category and its posts, newest first; null when the blog has no such category. */
export function blogCategory(blog: Blog, slug: string) {
  const category = blog.categories.find((c) => c.slug === slug);
  if (!category) return null;
  return { category, posts: blog.posts.filter((p) => p.category === slug).sort(newestFirst) };
}

/** A post at /blog/{category}/{post}; null for a post filed under another category, or none. */
export function blogPostAt(blog: Blog, category: string, slug: string) {
  const post = blog.posts.find((p) => p.slug === slug && p.category === category);
  if (!post) return null;
  return { post, category: blog.categories.find((c) => c.slug === category)! };
}

/** A post's date as readers read it: 14 October 2026 (a calendar day, no time zone involved). */
export function blogDate(date: string): string {
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
