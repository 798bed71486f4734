import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSite } from "@/platform/site/current-site.server";
import { blogCategory } from "@/features/content/blog";
import { siteBlog } from "@/features/content/blog.server";
import { BlogPostCards } from "@/features/content/components/blog/BlogPostCards";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; category: string }> };

async function resolve(params: Props["params"]) {
  const site = await requireSite(params);
  const blog = siteBlog(site);
  // Category slugs are plain lower-case words: an encoded segment matches none, so none is decoded.
  return blog ? blogCategory(blog, (await params).category) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  return found ? { title: found.category.name, description: found.category.description } : {};
}

/** /blog/{category} (e.g. /blog/vehicle-reviews): the category's posts, newest first. */
export default async function BlogCategoryPage({ params }: Props) {
  const found = await resolve(params);
  if (!found) notFound();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p>
        <a href="/blog" className="underline">
          Blog
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{found.category.name}</h1>
      <p className="mt-2 text-lg">{found.category.description}</p>
      {found.posts.length ? (
        <BlogPostCards posts={found.posts} headingLevel={2} />
      ) : (
        <p className="mt-6">No posts yet.</p>
      )}
    </div>
  );
}
