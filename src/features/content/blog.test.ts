import { describe, expect, it } from "vitest";
import type { Blog, BlogPost } from "@/platform/content/content-schema";
import { blogCategory, blogDate, blogPostAt, blogPostPath, latestPosts } from "./blog";

const post = (slug: string, date: string, category = "vehicle-reviews", title = slug): BlogPost => ({
  slug,
  title,
  date,
  category,
  excerpt: "x",
  image: { url: "/media/x.svg", width: 375, height: 375, alt: "" },
  paragraphs: ["x"],
});
const blog: Blog = {
  categories: [
    { slug: "vehicle-reviews", name: "Vehicle Reviews", description: "d" },
    { slug: "news", name: "News", description: "d" },
  ],
  posts: [
    post("old", "2025-01-01"),
    post("new", "2026-10-14"),
    post("party", "2026-05-01", "news"),
    post("b-same-day", "2026-03-03", "vehicle-reviews", "B"),
    post("a-same-day", "2026-03-03", "vehicle-reviews", "A"),
  ],
};

describe("blog (blog categories, /blog and /blog/vehicle-reviews)", () => {
  it("lists the latest posts newest first across categories, posts of a day by title, up to the limit", () => {
    expect(latestPosts(blog).map((p) => p.slug)).toEqual(["new", "party", "a-same-day", "b-same-day", "old"]);
    expect(latestPosts(blog, 2).map((p) => p.slug)).toEqual(["new", "party"]);
  });

  it("gives a category's own posts newest first, and null for a category the blog does not have", () => {
    expect(blogCategory(blog, "vehicle-reviews")?.posts.map((p) => p.slug)).toEqual([
      "new",
      "a-same-day",
      "b-same-day",
      "old",
    ]);
    expect(blogCategory(blog, "news")?.category.name).toBe("News");
    expect(blogCategory(blog, "recipes")).toBeNull();
  });

  it("finds a post only under its own category", () => {
    expect(blogPostAt(blog, "news", "party")?.post.slug).toBe("party");
    expect(blogPostAt(blog, "vehicle-reviews", "party")).toBeNull();
    expect(blogPostAt(blog, "news", "nothing")).toBeNull();
  });

  it("links a post at /blog/{category}/{post} and dates it as a calendar day", () => {
    expect(blogPostPath(post("rav4", "2026-10-14"))).toBe("/blog/vehicle-reviews/rav4");
    expect(blogDate("2026-10-14")).toBe("14 October 2026");
  });
});
