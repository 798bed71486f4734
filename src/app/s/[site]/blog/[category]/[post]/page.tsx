import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSite } from "@/platform/site/current-site.server";
import { BLOG_IMAGE_SIZE, blogCategoryPath, blogDate, blogPostAt } from "@/features/content/blog";
import { siteBlog } from "@/features/content/blog.server";
import { PipelineImage } from "@/features/images/components/PipelineImage";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; category: string; post: string }> };

async function resolve(params: Props["params"]) {
  const site = await requireSite(params);
  const blog = siteBlog(site);
  const { category, post } = await params;
  return blog ? blogPostAt(blog, category, post) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  return found ? { title: found.post.title, description: found.post.excerpt } : {};
}

/** /blog/{category}/{post}: one post, its square image and its paragraphs. */
export default async function BlogPostPage({ params }: Props) {
  const found = await resolve(params);
  if (!found) notFound();
  const { post, category } = found;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <p>
        <a href="/blog" className="underline">
          Blog
        </a>{" "}
        /{" "}
        <a href={blogCategoryPath(category.slug)} className="underline">
          {category.name}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{post.title}</h1>
      <p className="mt-1 text-gray-700">
        <time dateTime={post.date}>{blogDate(post.date)}</time>
      </p>
      <PipelineImage
        src={post.image.url}
        alt={post.image.alt}
        width={BLOG_IMAGE_SIZE}
        height={BLOG_IMAGE_SIZE}
        displayWidth={BLOG_IMAGE_SIZE}
        sizes="375px"
        priority
        className="mt-6 aspect-square w-full max-w-[375px] rounded bg-surface object-contain"
      />
      {post.paragraphs.map((p, i) => (
        <p key={i} className="mt-4 leading-relaxed">
          {p}
        </p>
      ))}
    </article>
  );
}
