import React, { type ReactNode } from 'react';

import PlaygroundPage from '@site/src/components/Playground/PlaygroundPage';

export default function PlaygroundCity(): ReactNode {
  return <PlaygroundPage exampleId="city" />;
}
