/**
 * Reports an answer as one GA4 `page_feedback` event through the gtag queue that
 * the analytics client module sets up. Without a measurement id nothing is sent; the free
 * text goes only when the site opts in (PAGE_FEEDBACK_SEND_COMMENTS in docusaurus.config.ts).
 */
import type { Answer } from './answerStore';

/** customFields.pageFeedback, set from the env in docusaurus.config.ts. */
export interface PageFeedbackCustomFields {
  pageFeedback: { sendComments: boolean };
}

export interface PageFeedbackSettings {
  /** GA4 measurement id; empty when analytics is not configured. */
  measurementId: string;
  sendComments: boolean;
}

export interface Feedback {
  pagePath: string;
  answer: Answer;
  reason?: string;
  comment?: string;
}

/** Whether anything would leave the browser, and whether the comment would be in it. */
export function sendsComment(settings: PageFeedbackSettings): boolean {
  return settings.measurementId !== '' && settings.sendComments;
}

export function sendFeedback(settings: PageFeedbackSettings, feedback: Feedback): void {
  if (!settings.measurementId) return;
  const comment = feedback.comment?.trim();
  window.gtag?.('event', 'page_feedback', {
    page_path: feedback.pagePath,
    answer: feedback.answer,
    ...(feedback.answer === 'no' ? { reason: feedback.reason ?? 'none' } : {}),
    ...(sendsComment(settings) && comment ? { comment } : {}),
    send_to: settings.measurementId,
  });
}
