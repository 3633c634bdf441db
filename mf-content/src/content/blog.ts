/** One of the blog's topics. */
export interface BlogTopic {
  title: string;
  text: string;
}

/** The shape of `blog.json`. */
export interface BlogTexts {
  title: string;
  intro: string[];
  topicsHeading: string;
  topics: BlogTopic[];
  cta: { label: string; newTab: string };
  hostNote: string;
  unavailable: string;
}

/** The specification names five topics. */
export const BLOG_TOPIC_COUNT = 5;
