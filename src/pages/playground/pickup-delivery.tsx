import React, { type ReactNode } from 'react';

import PlaygroundPage from '@site/src/components/Playground/PlaygroundPage';

export default function PlaygroundPickupDelivery(): ReactNode {
  return <PlaygroundPage exampleId="pickup-delivery" />;
}
