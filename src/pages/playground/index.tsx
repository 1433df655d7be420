import React, { type ReactNode } from 'react';

import PlaygroundPage from '@site/src/components/Playground/PlaygroundPage';

export default function Playground(): ReactNode {
  return <PlaygroundPage exampleId="city" />;
}
