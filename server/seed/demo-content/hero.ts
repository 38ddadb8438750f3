export interface DemoHero {
  title: string;
  content: string;
}

export const demoHero: DemoHero = {
  title: "Welcome to PawsWell",
  content:
    "A calm, kind community for anyone finding comfort, connection and healing through the animals in their lives.\nCome as you are — share a story, find a local group, or simply sit with us a while.",
};
