import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSite } from "@/platform/site/current-site.server";
import { blogCategoryPath, latestPosts } from "@/features/content/blog";
import { siteBlog } from "@/features/content/blog.server";
import { BlogPostCards } from "@/features/content/components/blog/BlogPostCards";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite(params);
  return { title: "Blog", description: `News, vehicle reviews and advice from ${site.config.name}.` };
}

/** /blog: the blog's categories and its latest posts. */
export default async function BlogPage({ params }: Props) {
  const site = await requireSite(params);
  const blog = siteBlog(site);
  if (!blog) notFound();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Blog</h1>
      <nav aria-labelledby="blog-categories-heading" className="mt-6">
        <h2 id="blog-categories-heading" className="text-2xl font-bold">
          Categories
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {blog.categories.map((c) => (
            <li key={c.slug} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <a href={blogCategoryPath(c.slug)} className="text-xl font-bold underline">
                {c.name}
              </a>
              <p className="mt-2">{c.description}</p>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="blog-latest-heading" className="mt-10">
        <h2 id="blog-latest-heading" className="text-2xl font-bold">
          Latest posts
        </h2>
        <BlogPostCards posts={latestPosts(blog)} />
      </section>
    </div>
  );
}
