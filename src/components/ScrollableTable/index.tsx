/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the column.
 * Infima makes the table itself the scroll box, which a keyboard user cannot reach (WCAG
 * 2.1.1, axe `scrollable-region-focusable`). When, and only when, the table overflows, the box
 * becomes a focusable region named after the table's header row, so arrow keys scroll it and
 * narrow tables add no tab stop.
 */
import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

import styles from './styles.module.css';

function regionLabel(table: HTMLTableElement | null): string {
  const headers = [...(table?.rows[0]?.cells ?? [])]
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter(Boolean);
  return headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
}

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (table.current) observer.observe(table.current);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className={styles.box}
      {...(overflowing
        ? { tabIndex: 0, role: 'region', 'aria-label': regionLabel(table.current) }
        : {})}
    >
      <table ref={table} {...props} />
    </div>
  );
}
