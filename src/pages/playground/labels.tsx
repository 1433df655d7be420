import React, { type ReactNode } from 'react';

import PlaygroundPage from '@site/src/components/Playground/PlaygroundPage';

export default function PlaygroundLabels(): ReactNode {
  return <PlaygroundPage exampleId="labels" />;
}
