/** The chat services' "new conversation with this prompt" URLs. */
const CHAT_SERVICES = {
  chatgpt: 'https://chatgpt.com/?q=',
  claude: 'https://claude.ai/new?q=',
} as const;

export type ChatService = keyof typeof CHAT_SERVICES;

/** A prompt that names the page and its twin, so the assistant reads the clean Markdown. */
export function chatUrl(
  service: ChatService,
  { siteTitle, pageUrl, twinUrl }: { siteTitle: string; pageUrl: string; twinUrl: string },
): string {
  const prompt = `Read ${twinUrl}, the Markdown of the ${siteTitle} docs page ${pageUrl}, so I can ask you questions about it.`;
  return `${CHAT_SERVICES[service]}${encodeURIComponent(prompt)}`;
}
