import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Page feedback: serves the docs pages' footer (./theme/DocItem/Footer, through
 * `getThemePath`), which ends every docs page with "Was this page helpful?" (./PageFeedback).
 * Its settings come from `customFields.pageFeedback` and the analytics measurement id.
 */

export type { PageFeedbackCustomFields } from './PageFeedback/sendFeedback';

export default function pageFeedbackPlugin(): Plugin {
  return {
    name: 'page-feedback',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
