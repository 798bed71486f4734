import type { BlogPost } from "@/platform/content/content-schema";
import { BLOG_IMAGE_SIZE, blogDate, blogPostPath } from "@/features/content/blog";
import { PipelineImage } from "@/features/images";

/** Post cards: the square 375x375 image, the date, the title (the link) and the excerpt. */
export function BlogPostCards({ posts, headingLevel = 3 }: { posts: readonly BlogPost[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li
          key={post.slug}
          className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
        >
          <PipelineImage
            src={post.image.url}
            alt=""
            width={BLOG_IMAGE_SIZE}
            height={BLOG_IMAGE_SIZE}
            displayWidth={BLOG_IMAGE_SIZE}
            sizes={"(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
            className="aspect-square w-full bg-surface object-contain"
          />
          <div className="flex flex-1 flex-col p-5">
            <p className="text-sm text-gray-700">
              <time dateTime={post.date}>{blogDate(post.date)}</time>
            </p>
            <Heading className="mt-1 text-xl font-bold">
              <a href={blogPostPath(post)} className="underline-offset-2 hover:underline">
                {post.title}
              </a>
            </Heading>
            <p className="mt-2 leading-relaxed">{post.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
