/**
 * Client side of docusaurus-theme-redoc's `Redoc/Styles`: the server fills this div with
 * Redoc's light and dark CSS. An empty `dangerouslySetInnerHTML` makes React (18 and 19) keep the
 * server's children instead of reporting a hydration mismatch (see ../redocTheme.ts).
 */
import React, { type ReactNode } from 'react';

export function ServerStyles(_props: unknown): ReactNode {
  return (
    <div
      className="redocusaurus-styles"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
