import React, { type ReactNode } from 'react';

import PlaygroundPage from '@site/src/components/Playground/PlaygroundPage';

export default function PlaygroundSolomonR101(): ReactNode {
  return <PlaygroundPage exampleId="solomon-r101" />;
}
