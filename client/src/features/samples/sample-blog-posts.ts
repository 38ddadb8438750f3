export interface SampleBlogPost {
  id: string;
  title: string;
  content: string;
  excerpt: string;
  author: string;
  imageUrl: string;
  createdAt: string;
}

export const sampleBlogPosts: SampleBlogPost[] = [
  {
    id: "sample-blog-post-1",
    title: "Welcome to PawsWell",
    excerpt:
      "A calm corner of the internet for people who find comfort, connection and healing through animals. We're so glad you found your way here.",
    content:
      "Hello, and welcome. If you've found your way to PawsWell, there's a good chance an animal has been part of your story: a dog who got you out of bed, a cat who sat with you through a long night, a bird who sang when the house felt too quiet, or a horse, rabbit or goldfish who simply made the world feel a little softer.\n\nPawsWell is a community built around those bonds. It's a place to share what animals have meant to you, to learn from others, and to find people who understand, whether you're living with anxiety or depression, carrying trauma, grieving a companion, training a therapy animal, or just looking for a kinder corner of the internet.\n\nHere's what you'll find as the community grows:\n\nDiscussions, where members talk openly about therapy animal training, pet loss, anxiety and depression, PTSD and everyday wellness.\n\nMember stories, longer pieces about the animals who changed someone's life.\n\nLocal groups, from pet loss circles to slow dog walks and volunteer crews.\n\nResources, gentle guides on animal care, wellbeing and finding more support.\n\nA photo gallery, because sometimes what you need most is a picture of a sleepy rabbit.\n\nA few things we hold close: every animal bond counts, animals' welfare always comes first, and while animals can be wonderful support, they're not a replacement for care from people. If you're struggling, please reach out to a doctor, counselor or someone you trust too.\n\nTake your time looking around. There's no rush here. And if you have an animal nearby, give them a gentle scratch from all of us.",
    author: "PawsWell Team",
    imageUrl: "",
    createdAt: "2025-10-01T08:00:00.000Z",
  },
  {
    id: "sample-blog-post-2",
    title: "Five Gentle Things to Do With Your Pet on a Hard Day",
    excerpt:
      "When everything feels like too much, these small, low-energy moments with an animal can help you find your footing again.",
    content:
      "Some days, getting through is the whole achievement. On those days, big advice can feel impossibly far away. Here are five small things to do with an animal that ask very little of you.\n\n1. Sit on the floor together. Getting down to your pet's level can change the feeling of a room. You don't have to do anything. Let your dog lean against you or your cat decide whether to visit.\n\n2. Brush them slowly. Many animals enjoy gentle grooming, and the steady rhythm can quiet a busy mind. Keep it short and stop if they wander off.\n\n3. Watch them. Watch your fish glide, your guinea pigs munch hay, your bird preen. Try to notice one small detail you've never noticed before.\n\n4. Take the shortest possible walk. If you have a dog, go to the end of the path and back and let them sniff as long as they like. A few minutes of fresh air and daylight often helps.\n\n5. Talk to them. Tell them about your day, out loud. Animals are excellent listeners and never offer unwanted advice.\n\nNone of these will fix a hard day, and that's okay. They're just small ways to stay close to something warm and alive while the hard day passes. If hard days are stacking up, please reach out to someone who can help you carry them.",
    author: "PawsWell Team",
    imageUrl: "",
    createdAt: "2025-10-08T08:00:00.000Z",
  },
  {
    id: "sample-blog-post-3",
    title: "Pet Loss Is Real Loss",
    excerpt:
      "Grief for an animal is still grief. If anyone has made you feel silly for hurting this much, this is for you.",
    content:
      "One of the most common things people say when they first talk about losing a pet is some version of: I know this is silly, but.\n\nIt isn't silly.\n\nWhen an animal dies, we lose a companion who may have been with us every single day for years. We lose the routines that shaped our mornings and evenings, the greeting at the door, the warm weight at the foot of the bed. For many people, a pet is their closest daily relationship.\n\nYet pet grief often isn't fully recognized by others. There are few rituals, no time off, and plenty of well-meaning people who ask when you'll get another one. That can leave you feeling alone right when you most need understanding.\n\nSo here's what we want you to know. Your grief is valid, whether you lost a horse you'd known for decades or a hamster you'd had for two years. Grief can bring guilt, anger, numbness and deep sadness, sometimes all in one afternoon, and none of it makes you a bad pet owner. There is no timeline. And you're allowed to honor them in whatever way feels right.\n\nYou're also allowed to ask for help. Our pet loss discussions and local support circles are here for exactly this. If your grief feels overwhelming or is making daily life very hard, please consider talking to a counselor as well.\n\nWe're so sorry you're here. We're also glad you found us.",
    author: "PawsWell Team",
    imageUrl: "",
    createdAt: "2025-10-15T08:00:00.000Z",
  },
  {
    id: "sample-blog-post-4",
    title: "Sharing Your First Story",
    excerpt:
      "Every animal has a story worth telling. A few gentle tips for writing about the companion who changed your life, whenever you feel ready.",
    content:
      "Member stories are the heart of PawsWell. They're where people share, in their own words, how an animal helped them through something: a move to a new city, an illness, a loss, a long stretch of feeling lost.\n\nIf you're thinking about sharing yours, here are a few gentle tips.\n\nStart anywhere. You don't need to begin at the beginning. Some of the most moving stories open with a single moment: the day a shy cat first sat on someone's lap, or the morning a dog refused to let them stay in bed.\n\nWrite the way you talk. There's no need for fancy language. Plain, honest words are what readers connect with most.\n\nInclude the small details. The way your rabbit thumps when she's annoyed, your bird's favorite song, your dog's odd fear of umbrellas. Little details bring an animal to life.\n\nShare only what feels comfortable. You never owe anyone the full story. It's fine to keep some parts private, and it's fine to leave out names or places.\n\nTake care of yourself while you write. Writing about hard times can stir up strong feelings. Take breaks, and reach out to someone if you need to.\n\nRemember who might read it. Someone might arrive here on a very bad day and find your story exactly when they need it. That's a real gift.\n\nWhen you're ready, head to the stories page and tell us about your companion. We can't wait to meet them.",
    author: "PawsWell Team",
    imageUrl: "",
    createdAt: "2025-10-22T08:00:00.000Z",
  },
  {
    id: "sample-blog-post-5",
    title: "Finding Your People: Local Groups and Meetups",
    excerpt:
      "Sometimes what helps most is sitting in a room with people who understand. How local groups work on PawsWell, and how to start one.",
    content:
      "Online conversations can be a lifeline, but there's something special about meeting in person: a slow walk with other dog owners, a quiet circle for people grieving a pet, a morning spent helping out at a shelter.\n\nOur local groups directory is where you'll find these gatherings. Each listing shows the kind of group it is, where and when it meets, and how to get in touch. You'll find therapy animal sessions, peer support circles, training classes, social meetups, volunteer crews and networks for professionals.\n\nIf you're nervous about going to a group for the first time, that's completely normal. A few things that can help: get in touch with the organizer beforehand so a friendly face is expecting you; arrive a few minutes early when the room is quieter; and remember that you can listen without sharing and leave whenever you need to.\n\nIf there isn't a group near you yet, you might be the one to start it. Small is fine. Three people meeting once a month is a real group. Pick a simple format, an accessible venue, and a few gentle ground rules, such as everyone is welcome and animals' comfort comes first. Then add it to the directory so others can find you.\n\nPeer groups aren't a replacement for professional support, but they can be a warm, steady place to belong. We hope you find your people here.",
    author: "PawsWell Team",
    imageUrl: "",
    createdAt: "2025-10-29T08:00:00.000Z",
  },
  {
    id: "sample-blog-post-6",
    title: "Keeping PawsWell Kind",
    excerpt:
      "What we ask of each other here, and why. A plain-language look at the few shared agreements that keep this community calm and safe.",
    content:
      "Every community needs a few shared agreements. Ours are simple, and they're designed to keep PawsWell a calm place for people who may be having a hard time.\n\nBe gentle. Many people arrive here on their worst days. Before you post, ask yourself whether your words would feel kind to someone who is hurting.\n\nEvery animal bond counts. Grief for a goldfish is real grief. A hamster can be a lifeline. Please don't rank or dismiss anyone's relationship with their animal.\n\nShare experience, not prescriptions. It's wonderful to share what helped you. Please don't give medical or veterinary advice as if you were a professional, and encourage others to check in with their doctor, counselor or vet.\n\nAnimals come first. We don't allow content that shows or encourages harm to animals, and we expect kind, positive approaches to training and therapy work.\n\nProtect privacy. Don't share identifying details about other people, including anyone you meet on therapy visits.\n\nLook out for each other. If a post suggests someone may be in danger, please report it so our moderators can respond, and encourage the person to contact local emergency services or a crisis line.\n\nOur moderators are volunteers who care deeply about this place. If you ever have a question or concern, they're here to help. Thank you for helping make PawsWell a soft place to land.",
    author: "PawsWell Team",
    imageUrl: "",
    createdAt: "2025-11-05T08:00:00.000Z",
  },
];
