import React, { type ReactNode } from 'react';

import PlaygroundPage from '@site/src/components/Playground/PlaygroundPage';

export default function PlaygroundTimeWindows(): ReactNode {
  return <PlaygroundPage exampleId="time-windows" />;
}
