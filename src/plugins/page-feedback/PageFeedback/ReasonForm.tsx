/**
 * The follow-up to "No", loaded by ./index.tsx on that press: an optional reason from a short
 * list and an optional comment of at most 500 characters. The hint under the comment says
 * whether it leaves the browser, which depends on the site's settings (./sendFeedback.ts).
 */
import React, { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { REASONS } from './reasons';
import styles from './styles.module.css';

export const COMMENT_MAX_LENGTH = 500;

export interface ReasonFormProps {
  /** Whether the comment is sent with the answer (analytics on and the site opted in). */
  sendsComment: boolean;
  onSubmit: (reason: string | undefined, comment: string) => void;
  onCancel: () => void;
}

export default function ReasonForm({
  sendsComment,
  onSubmit,
  onCancel,
}: ReasonFormProps): ReactNode {
  const legendId = useId();
  const commentId = useId();
  const hintId = useId();
  const counterId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<string | undefined>(undefined);
  const [comment, setComment] = useState('');

  // The form replaces the "No" button the reader just pressed; focus moves into it.
  useEffect(() => firstReason.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit(reason, comment);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={legendId}>
      <fieldset className={styles.reasons}>
        <legend id={legendId} className={styles.question}>
          Sorry about that. What was wrong? (optional)
        </legend>
        {REASONS.map(({ id, label }, index) => (
          <label key={id} className={styles.reason}>
            <input
              ref={index === 0 ? firstReason : undefined}
              type="radio"
              name="page-feedback-reason"
              value={id}
              checked={reason === id}
              onChange={() => setReason(id)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={commentId} className={styles.commentLabel}>
        Anything else? (optional)
      </label>
      <textarea
        id={commentId}
        className={styles.comment}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-describedby={`${hintId} ${counterId}`}
      />
      <div className={styles.commentFooter}>
        <span id={hintId}>
          {sendsComment
            ? 'Sent with your answer; please leave out personal details.'
            : 'Only your answer and the reason are recorded; this comment is not sent.'}
        </span>
        <span id={counterId} className={styles.counter}>
          {comment.length} / {COMMENT_MAX_LENGTH} characters
        </span>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.choice}>
          Send
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
