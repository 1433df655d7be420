/**
 * "Was this page helpful?" at the end of a docs page. "Yes" is answered at once; "No" opens
 * an optional reason and comment (./ReasonForm.tsx, a chunk loaded on that press). Each page
 * takes one answer per visitor (./answerStore.ts), reported as one `page_feedback` event when
 * analytics is configured (./sendFeedback.ts) and thanked for in any case.
 */
import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type { SiteCustomFields } from '@site/src/siteCustomFields';
import { readAnswer, saveAnswer, type StoredAnswer } from './answerStore';
import type { ReasonFormProps } from './ReasonForm';
import {
  sendFeedback,
  sendsComment,
  type PageFeedbackCustomFields,
  type PageFeedbackSettings,
} from './sendFeedback';
import styles from './styles.module.css';

type ReasonFormComponent = ComponentType<ReasonFormProps>;

type Step =
  | { kind: 'ask' }
  | { kind: 'why'; Form: ReasonFormComponent | null; loadFailed: boolean }
  | { kind: 'answered'; stored: StoredAnswer };

function loadReasonForm(): Promise<ReasonFormComponent> {
  return import('./ReasonForm').then((module) => module.default);
}

function usePageFeedbackSettings(): PageFeedbackSettings {
  const customFields = useDocusaurusContext().siteConfig.customFields as SiteCustomFields &
    Partial<PageFeedbackCustomFields>;
  return {
    measurementId: customFields.analytics.measurementId,
    sendComments: customFields.pageFeedback?.sendComments ?? false,
  };
}

function PageFeedbackForPage({ pagePath }: { pagePath: string }): ReactNode {
  const settings = usePageFeedbackSettings();
  const questionId = useId();
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const answeredNow = useRef(false);

  // The server HTML always asks; the stored answer is read once the page runs in the browser.
  useEffect(() => {
    const stored = readAnswer(pagePath);
    if (stored) setStep({ kind: 'answered', stored });
  }, [pagePath]);

  useEffect(() => {
    // Focus follows the reader's answer, not a remembered one shown on arrival.
    if (step.kind === 'answered' && answeredNow.current) thanksRef.current?.focus();
  }, [step.kind]);

  const answer = (stored: StoredAnswer, comment?: string): void => {
    if (step.kind === 'answered') return;
    answeredNow.current = true;
    saveAnswer(pagePath, stored);
    sendFeedback(settings, { pagePath, ...stored, comment });
    setStep({ kind: 'answered', stored });
  };

  const askWhy = (): void => {
    setStep({ kind: 'why', Form: null, loadFailed: false });
    loadReasonForm().then(
      (Form) => setStep((current) => (current.kind === 'why' ? { ...current, Form } : current)),
      () =>
        setStep((current) => (current.kind === 'why' ? { ...current, loadFailed: true } : current)),
    );
  };

  if (step.kind === 'answered') {
    return (
      <div className={styles.feedback}>
        <p ref={thanksRef} tabIndex={-1} className={styles.thanks} role="status">
          Thank you for your feedback
          {step.stored.answer === 'yes' ? ': this page helped.' : ': this page did not help.'}
        </p>
      </div>
    );
  }

  if (step.kind === 'why') {
    const { Form, loadFailed } = step;
    return (
      <div className={styles.feedback}>
        {Form ? (
          <Form
            sendsComment={sendsComment(settings)}
            onSubmit={(reason, comment) => answer({ answer: 'no', reason }, comment)}
            onCancel={() => setStep({ kind: 'ask' })}
          />
        ) : loadFailed ? (
          // The answer itself needs no form: it is kept, without a reason.
          <p role="alert" className={styles.question}>
            The form could not load.{' '}
            <button
              type="button"
              className={styles.choice}
              onClick={() => answer({ answer: 'no' })}
            >
              Send “No” without a reason
            </button>
          </p>
        ) : (
          <p className={styles.question}>Loading…</p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.feedback}>
      <div role="group" aria-labelledby={questionId} className={styles.ask}>
        <p id={questionId} className={styles.question}>
          Was this page helpful?
        </p>
        <button type="button" className={styles.choice} onClick={() => answer({ answer: 'yes' })}>
          Yes
        </button>
        <button type="button" className={styles.choice} onClick={askWhy}>
          No
        </button>
      </div>
    </div>
  );
}

export interface PageFeedbackProps {
  /** The page's permalink: the one key of its answer, whichever URL spelling the reader used. */
  pagePath: string;
}

export default function PageFeedback({ pagePath }: PageFeedbackProps): ReactNode {
  return <PageFeedbackForPage key={pagePath} pagePath={pagePath} />;
}
