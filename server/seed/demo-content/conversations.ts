/**
 * What the demo community says under its threads, stories and photos. A handful of regulars
 * answer most threads, as in a real small forum; the rest come from the other demo members.
 * Each reply fits any thread of its topic, so server/seed/demo-conversations.ts can hand them
 * out by a fixed rule. Nothing here may read as a crisis (it would be held): the seed's test
 * checks every line with the same screen a post goes through.
 */
import type { DemoPostCategory } from "./posts";

/** The members who answer most threads (they write articles and threads of their own too). */
export const demoRegulars = [
  "maya_and_biscuit",
  "grief_circle_marta",
  "early_riser_ruby",
  "sunday_shelter_sam",
  "nurse_for_nell",
  "hannah_at_pawswell",
] as const;

/** Replies to a discussion, by topic. */
export const demoReplies: Record<DemoPostCategory, readonly string[]> = {
  "therapy-training": [
    "Our evaluator told us afterwards that she watches the dog far more than the handler. Breathe out slowly, keep the leash loose, and let your dog show them who they are.",
    "We practised the dropped-tray test with a baking sheet in the kitchen for weeks. By the real thing my dog barely blinked, and neither did I.",
    "Yawning and lip-licking were our cue too. We agreed a short phrase with the activities coordinator: 'She's had a lovely time and needs a rest now.' Nobody has ever taken it badly.",
    "Twenty minutes felt short to me at first, but ending while everyone is still happy has made our visits so much better.",
    "One sticking point each is completely normal. Ours was automatic doors. Three Saturdays of treats by the supermarket entrance and it simply stopped being a thing.",
    "Please come back and tell us how it goes. We'll be thinking of you both on the day.",
    "I keep a small notebook after every visit: what went well, what was hard for him, how long we stayed. It helped me spot when he was getting tired before he showed it.",
    "Handler burnout is real. I went from three visits a week to one, and both of us enjoy them again.",
    "Our program let us start with a quiet half hour in the staff room before any resident visits. Worth asking if yours does something similar.",
    "Bring a mat that smells of home. Mine settles the moment it goes down, wherever we are.",
    "You're clearly putting your animal's comfort first, which is exactly what the evaluators want to see.",
    "We did our first reading session last month. The kids mostly wanted to tell the dog about their own pets, and he loved every minute of it.",
  ],
  "pet-loss": [
    "I'm so sorry. The quiet in the house is the hardest part for me too. Be gentle with yourself this week.",
    "Grief this big only comes from love this big. There is nothing strange about it, whatever size they were.",
    "We lit a candle every evening for the first month. It gave the sadness somewhere to go.",
    "The guilt you describe is something almost everyone in our circle has felt. You gave them a peaceful goodbye, and that was an act of love.",
    "I kept her collar on the hook by the door for a year. One day I was ready to move it, and that was fine too.",
    "Our vet sent a card with a paw print in clay. I didn't expect it to mean so much, but I look at it every day.",
    "Sending you a quiet hug. You don't have to feel better on any schedule.",
    "When our boy died, our little one asked the same questions over and over. We kept the answers simple and true, and drew pictures of him together.",
    "If it helps, our monthly pet loss circle meets online too. Nobody has to talk; you can just listen.",
    "Thank you for sharing him with us. That photo of him in the sun made me smile.",
    "The first anniversary was harder than I expected and softer than I feared. I spent it at her favourite spot on the beach.",
    "Our other dog slept on his bed for weeks. We let her, and gave her extra walks. She's brighter now.",
  ],
  "anxiety-depression": [
    "Small wins are real wins. Walking the whole block is a big deal, and you did it.",
    "I felt exactly like this after a wobble at the park. Nobody there remembered it the next day, but I'm glad you were kind to yourself.",
    "Feeding time keeps me going on the low days too. Someone is counting on me, and that gets my feet on the floor.",
    "I talk to my cat all day long. She's an excellent listener and never interrupts.",
    "My therapist suggested pairing one small thing for me with one thing for the dog. Coffee on the step while he sniffs the garden. It helps more than I expected.",
    "Winter routine here: lamp on at breakfast, a short walk before lunch, and tea with the cat in the afternoon. Nothing fancy, but it holds the day together.",
    "Watching the fish is my favourite way to slow my breathing at night. Glad I'm not the only one.",
    "Adopting while low was right for me, but I had a friend lined up to help on the bad weeks. That made all the difference.",
    "It's okay to have a day that's just feeding everyone and resting. That still counts.",
    "Thank you for writing this. I read it twice and felt less alone.",
    "I started keeping a list of three good things the dog did each day. Some days it's just 'sneezed at a leaf', and that still makes me laugh.",
    "Have you tried leaving the house ten minutes before the busy times? The park is so much calmer early on.",
  ],
  ptsd: [
    "'She's working, thank you for asking' became my script. I practised it in the mirror and it made the moment much easier.",
    "Fireworks week is rough here too. We close the curtains early, put on a long film and build a blanket fort. Both of us sleep in it.",
    "My dog wakes me the same way. I didn't believe it would work until it did.",
    "The equine program near us was worth every mile. The horses don't care what you've been through; they just want you calm.",
    "Family took a while to understand here too. What helped was letting them watch one of our training sessions.",
    "First crowded store is a huge step. Start with short trips at quiet hours and build up. You'll get there.",
    "As a fellow first responder: welcome. Nobody here will rush you, and there are a few of us around.",
    "Grounding with a warm animal on your lap is one of the best tools I've found. Counting breaths against theirs helps me too.",
    "I froze the first few times as well. It gets easier, and a small patch on the vest that says 'please don't pet' saves a lot of conversations.",
    "Our trainer said the dog learns our calm as much as we learn theirs. Some days she carries it for both of us.",
    "Thank you for posting. Reading other people's experiences helped me ask my doctor about a service dog in the first place.",
    "We keep a 'hard day kit' by the door: treats, a water bowl, headphones and a snack for me. Knowing it's there makes going out easier.",
  ],
  "general-wellness": [
    "Morning walks changed my sleep too. The daylight early on seems to reset everything.",
    "My rabbit's strangest habit: she flops over with a thump whenever I start the vacuum. Fully relaxed, every time.",
    "Volunteering is the best part of my week. The shelter dogs don't mind if I'm having an off day.",
    "I swapped my evening scroll for brushing the cat. Fifteen minutes, and we're both calmer for it.",
    "The wheeking alarm clock is undefeated. Nobody in our house has slept past seven since the guinea pigs arrived.",
    "Looking after yourself while your pet is poorly is so important, and so easy to forget. Thank you for the reminder to eat a proper lunch.",
    "This week's smile: my dog carried a single leaf home from the park and put it in his bed.",
    "A tortoise supervisor sounds like the best kind of manager. Slow, steady, and always watching the strawberries.",
    "I put my phone in a drawer for the first hour after work and spend it in the garden with the hens. It's the calmest part of my day.",
    "Love this thread. I read it every evening for the little lift.",
    "Our shelter always needs people to sit with the shy cats and read out loud. No experience needed, if anyone nearby is looking for something gentle.",
    "Stretching on the floor with a dog is apparently a team sport. Mine helps by lying on the mat.",
  ],
};

/** A thread's author coming back to thank the people who answered. */
export const demoThanks: readonly string[] = [
  "Thank you all so much. I read every reply, and I feel a lot steadier than when I wrote this.",
  "This helped more than you know. I'll come back and let you know how it goes.",
  "I didn't expect so many kind answers. Thank you for taking the time.",
  "Saving this thread to read again on the hard days. Thank you, everyone.",
];

/** Comments under stories. */
export const demoStoryComments: readonly string[] = [
  "This made me cry in the best way. Thank you for sharing your story.",
  "What a bond. I hope you both have many more quiet mornings together.",
  "I recognise so much of myself in this. It's good to know it gets better.",
  "Beautifully written. I'll be thinking about this one all day.",
  "Thank you for being so honest. Stories like this are why I keep coming back here.",
  "Sending love to you and your little one.",
  "I read this out to my partner and we both had to stop for a moment. Lovely.",
  "The part about the first small walk together stayed with me. Small steps really do add up.",
];

/** Comments under pet photos. */
export const demoPhotoComments: readonly string[] = [
  "That face! Pure contentment.",
  "The sunny spot always wins. Give them a gentle scratch from us.",
  "Such a lovely photo. It made my morning.",
  "Look at that calm. I'd like some of it, please.",
  "What a handsome companion.",
  "Thank you for sharing this. I needed a smile today.",
];
