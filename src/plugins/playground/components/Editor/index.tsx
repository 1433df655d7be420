/**
 * The request editor: CodeMirror 6 with JSON highlighting and the parse error marked in place.
 * Loaded with React.lazy so CodeMirror only ships with the playground.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { basicSetup } from 'codemirror';
import { json } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

import styles from './styles.module.css';

/**
 * JSON token colours read from CSS custom properties (styles.module.css), so they follow the
 * colour mode: basicSetup's default highlight style is made for light backgrounds and falls
 * below 2.5:1 on the dark editor. A highlighter given here takes precedence over that fallback.
 */
const jsonHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: tags.string, color: 'var(--rk-editor-string)' },
    { tag: tags.literal, color: 'var(--rk-editor-literal)' },
    { tag: tags.bool, color: 'var(--rk-editor-bool)' },
  ]),
);

export interface EditorMarker {
  offset: number;
  message: string;
}

/** A range to underline, such as a pre-flight finding's value. */
export interface EditorRangeMarker {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

const NO_RANGES: readonly EditorRangeMarker[] = [];

interface Props {
  value: string;
  onChange(value: string): void;
  marker: EditorMarker | null;
  rangeMarkers?: readonly EditorRangeMarker[];
  labelId: string;
}

export default function RequestEditor({
  value,
  onChange,
  marker,
  rangeMarkers = NO_RANGES,
  labelId,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          json(),
          jsonHighlighting,
          lintGutter(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-labelledby': labelId }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    // The scroll area must be reachable by keyboard (WCAG 2.1.1) when the JSON is long.
    editor.scrollDOM.tabIndex = 0;
    editor.scrollDOM.setAttribute('aria-label', 'Request JSON');
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const length = editor.state.doc.length;
    const diagnostics: Diagnostic[] = marker
      ? [
          {
            from: Math.min(marker.offset, length),
            to: Math.min(marker.offset + 1, length),
            severity: 'error',
            message: marker.message,
          },
        ]
      : [];
    for (const range of rangeMarkers) {
      if (range.to > length) continue;
      diagnostics.push({ ...range, to: Math.max(range.to, range.from + 1) });
    }
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [marker, rangeMarkers, value]);

  return <div ref={host} className={styles.editor} data-testid="request-editor" />;
}
