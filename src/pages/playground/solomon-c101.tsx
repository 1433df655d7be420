import React, { type ReactNode } from 'react';

import PlaygroundPage from '@site/src/components/Playground/PlaygroundPage';

export default function PlaygroundSolomonC101(): ReactNode {
  return <PlaygroundPage exampleId="solomon-c101" />;
}
