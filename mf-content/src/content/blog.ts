/** The specification names five topics. */
export const BLOG_TOPIC_COUNT = 5;
