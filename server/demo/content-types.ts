// The shape of hand-written demo content: per subtopic, article ideas and topic sections.
export type DemoIdea = { title: string; lead: string; tags: string[] };
export type DemoSection = { heading: string; paragraphs: [string, string] };
export type DemoTopic = { ideas: DemoIdea[]; sections: DemoSection[]; tips: string[] };
