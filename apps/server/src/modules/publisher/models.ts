// What the publisher service hands to the resolvers: a studio the viewer is a publisher user of (its
// fields keys, events and missions are resolved from it, so every one sits behind that check).
export type PublisherStudioModel = {
  id: string;
  key: string;
  name: string;
  gameKeys: string[];
};
