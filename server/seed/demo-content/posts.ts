export type DemoPostCategory = "therapy-training" | "pet-loss" | "anxiety-depression" | "ptsd" | "general-wellness";

export interface DemoPost {
  title: string;
  content: string;
  author: string;
  category: DemoPostCategory;
}

export const demoPosts: DemoPost[] = [
  // therapy-training
  {
    title: "Our evaluation is next Saturday and I'm more nervous than my dog",
    content:
      "Juniper is a four-year-old lab mix who thinks every stranger is a long-lost friend, so I'm not too worried about her. I'm worried about me. I keep imagining I'll fumble the leash during the crowd exercise or forget which hand to hold the treats in.\n\nWe've practiced the walk-through-a-crowd part at the farmers market in Alder Creek every weekend for a month. She's great. I'm the one holding my breath.\n\nFor those who've been through it: did your nerves travel down the leash? Any tricks for keeping calm on the day? I've heard people say to breathe out slowly before each exercise, which sounds simple enough that I might actually remember it.",
    author: "theo_and_juniper",
    category: "therapy-training",
  },
  {
    title: "How do you end a visit when your dog is clearly done?",
    content:
      "We had our third nursing home visit yesterday. For the first forty minutes Pepper was wonderful — leaning into wheelchairs, resting her chin on laps. Then she started yawning, licking her lips and turning her head away from people reaching for her.\n\nI knew those were stress signals, but one resident had been waiting all week to see her and I felt awful leaving. We stayed another ten minutes and I regret it.\n\nHow do you handle that moment? Do you have a phrase you use with staff or residents so it doesn't feel like rejection? I want to protect her without making anyone feel dismissed.",
    author: "pepper_the_pointer_mom",
    category: "therapy-training",
  },
  {
    title: "Has anyone done therapy visits with a rabbit?",
    content:
      "My Holland lop, Walnut, is the calmest animal I've ever met. He sits on my lap for an hour while I read and doesn't flinch when the vacuum runs. A friend who works in memory care asked if he could visit.\n\nI know rabbits are prey animals and most programs focus on dogs, so I want to be careful. Is there a registration path for rabbits? How do you keep them feeling safe — a carrier, a blanket on a table, a small pen? And how long is too long for a rabbit visit?\n\nI'd rather skip the whole idea than stress him out, so honest opinions are welcome.",
    author: "walnut_the_lop",
    category: "therapy-training",
  },
  {
    title: "Hospital elevators: any tips?",
    content:
      "This is oddly specific, but elevators are our last hurdle. Rocket handles hallways, beeping machines and rolling carts like a pro. The second the elevator doors close with a few people inside, he wants to spin around and face the door and he gets a little stiff.\n\nOur trainer suggested practicing in a quiet office building on weekends, one floor at a time, with lots of treats. We've started that and it's helping a bit.\n\nDid anyone else have one weird sticking point like this? How long did it take to get past it?",
    author: "rocket_and_rae",
    category: "therapy-training",
  },
  {
    title: "We passed! Thank you all for the pep talks",
    content:
      "Just wanted to come back and say Biscuit and I passed our therapy dog evaluation this morning. The evaluator said he had lovely manners, and I may have cried a little in the car afterward.\n\nTwo years ago I couldn't leave the house most days. Training him gave me a reason to practice being around people in small doses, and now we're going to be doing it for other people. That still feels unreal to type.\n\nThank you to everyone who answered my million questions about the leave-it exercise and the dropped-tray test. This forum was a big part of getting here.",
    author: "maya_and_biscuit",
    category: "therapy-training",
  },
  {
    title: "Library reading program with a senior dog — what should I expect?",
    content:
      "Our local library in Fernwood runs a reading program where kids read aloud to dogs. My greyhound, Dot, is ten and mostly likes to lie down and be admired, which seems perfect for it.\n\nFor anyone who's done one of these: how long are the sessions usually? Do the kids sit on the floor with the dog? Should I bring her own mat? And what do you do if a child is nervous around dogs — do you just let them read from a little further away?\n\nShe has gentle arthritis, so I want to make sure she's comfortable the whole time.",
    author: "dot_the_greyhound",
    category: "therapy-training",
  },
  {
    title: "Is my cat a candidate for visits, or am I dreaming?",
    content:
      "Mochi walks on a harness, rides in the car without complaint and purrs for anyone who sits still. People at the vet always comment on how relaxed he is.\n\nI know therapy cats are less common, and I know cats tend to tell you very clearly when they've had enough. Has anyone here registered a cat? What did the evaluation look like? I'm especially curious how you handle unfamiliar smells, since hospitals and care homes smell very different from my apartment.\n\nI'm happy to take it slowly. Even if he only ever visits my grandma's building, that would mean a lot.",
    author: "mochi_in_a_harness",
    category: "therapy-training",
  },
  {
    title: "Handler burnout is real and nobody warned me",
    content:
      "We've been doing weekly visits for about eighteen months: a children's hospital, a college during exam week and a hospice. I love it. But lately I come home completely drained and I've started dreading Thursdays.\n\nI think I've been carrying a lot of the stories people share with me. My dog shakes it off after a nap. I don't.\n\nIf you've been handling for a while, how do you look after yourself? Do you take breaks from certain facilities? Do you have someone to talk to afterward? I don't want to quit, I just need a better way to do this.",
    author: "gus_and_harriet",
    category: "therapy-training",
  },

  // pet-loss
  {
    title: "Three weeks without Mango and the house is so quiet",
    content:
      "Mango was my sun conure. For eleven years he screamed hello every time I came home, and now I open the door to nothing. I keep reaching for the seed jar in the mornings.\n\nPeople have been kind, but I can tell some of them think it's odd to be this sad about a bird. He was my daily company through two moves and a divorce. He knew my schedule better than anyone.\n\nI don't really have a question. I just needed to say his name somewhere people would understand.",
    author: "conure_keeper_lou",
    category: "pet-loss",
  },
  {
    title: "The guilt after choosing euthanasia",
    content:
      "Our vet said it was time for Rosie, and I believe she was right. Rosie's kidneys were failing and she'd stopped eating. We were with her, she was calm, and it was peaceful.\n\nSo why do I keep replaying it? Was it too soon? Should we have tried one more week? I lie awake running through every decision.\n\nI'd love to hear from people who've been here. Did the guilt fade? What helped you make peace with it?",
    author: "rosie_forever",
    category: "pet-loss",
  },
  {
    title: "How do you tell a six-year-old?",
    content:
      "Our old beagle, Fudge, is declining and we're likely saying goodbye within the next couple of weeks. My daughter has never known a day without him.\n\nI want to be honest with her without overwhelming her. I've read that saying he went to sleep can make some kids afraid of sleeping, so we're avoiding that. We're thinking about letting her help make a paw print and choose a spot in the garden for a little stone.\n\nIf you've done this with young kids, what words did you use? What helped afterward?",
    author: "fudge_family_four",
    category: "pet-loss",
  },
  {
    title: "Said goodbye to my old mare this morning",
    content:
      "Clementine was thirty-one. I bought her when I was nineteen with money from my first real job, and she carried me through college, my dad's illness, and every hard year since.\n\nThe vet came out to the field and we did it under the big oak where she liked to stand in the afternoons. The other horses came over afterward and stood with her for a long time. I didn't know they did that.\n\nI'm okay. Not great, but okay. I just wanted to tell someone who gets it.",
    author: "clementine_and_kate",
    category: "pet-loss",
  },
  {
    title: "Is it strange to grieve a hamster this much?",
    content:
      "Peanut lived for two and a half years, which I know is a good long life for a Syrian hamster. I still cried for two days straight.\n\nHe was the first pet I had on my own after moving out. I'd sit by his cage at night while he stuffed his cheeks, and it was the calmest part of my day. Someone at work said I could just get another one, and I know they meant well, but it stung.\n\nIs it normal to feel this much for such a small animal?",
    author: "peanut_was_here",
    category: "pet-loss",
  },
  {
    title: "One year today",
    content:
      "It's been a year since we lost Bear. I thought the anniversary would be awful, but it's actually been a gentle sort of day. I took the long walk he loved by the river in Millbrook, bought a coffee and sat on our bench.\n\nA year ago I couldn't look at his photos. Today I went through all of them and mostly smiled.\n\nIf you're in the first raw weeks, I just want you to know it does change shape. It doesn't disappear, but it becomes something you can carry.",
    author: "bears_person",
    category: "pet-loss",
  },
  {
    title: "Our other cat keeps searching for her sister",
    content:
      "We lost Luna to cancer last week. Her sister, Stella, walks around the apartment calling at night and sleeps in Luna's favorite spot on the windowsill.\n\nI didn't expect to be grieving for my cat and also watching my other cat grieve. It breaks my heart twice over.\n\nWe're trying to keep her routine the same and give her extra play and lap time. Has anyone else been through this? Did your surviving pet settle after a while?",
    author: "stella_and_luna",
    category: "pet-loss",
  },
  {
    title: "What did you keep?",
    content:
      "I still have Hazel's collar hanging by the front door, and I can't bring myself to move it. I also kept one of her tennis balls, the one that's so chewed it barely bounces.\n\nI've been thinking about getting a small shadow box made. Did anyone else keep something? A collar, a tag, some fur, a toy? I'd love to hear what brings you comfort, and whether it helps or makes it harder on some days.",
    author: "hazels_human",
    category: "pet-loss",
  },

  // anxiety-depression
  {
    title: "My dog doesn't know I'm struggling, and somehow that helps",
    content:
      "This might sound odd. On my worst days, when I feel like I'm letting everyone down, Otis just wants his walk and his dinner and his ear scratched. He doesn't know I had a bad therapy session or that I cried in the car.\n\nThere's something freeing about that. With him I don't have to explain anything or be okay. I just have to show up for the next small thing.\n\nDoes anyone else feel this way about their animals?",
    author: "otis_and_jonah",
    category: "anxiety-depression",
  },
  {
    title: "Getting out of bed because someone needs breakfast",
    content:
      "Honest post. Some mornings the only reason I get up is that two guinea pigs start wheeking the second they hear me move. They want their veggies and they want them now.\n\nOnce I'm up and chopping bell peppers, I usually make myself a coffee too. Then maybe I shower. It's not a miracle cure, but it's a start, and some days a start is everything.\n\nSharing in case someone else needs to hear that the small reasons count.",
    author: "wheek_and_squeak",
    category: "anxiety-depression",
  },
  {
    title: "Had a panic attack at the dog park and feel embarrassed",
    content:
      "Two dogs got into a noisy scuffle near us yesterday. Nobody was hurt, but my heart started racing and I ended up sitting on the ground by the gate trying to breathe.\n\nMy dog, Tula, came and pressed against my side until I calmed down. A woman brought me water and didn't make a big deal of it, which I'm grateful for.\n\nNow I'm scared to go back. Part of me knows avoiding it will make it bigger. Has anyone found a way back to a place after something like this?",
    author: "tula_trails",
    category: "anxiety-depression",
  },
  {
    title: "Watching the fish tank on bad nights",
    content:
      "When my thoughts won't slow down at night, I turn off every light except the one in my tank and just watch. I have a small planted aquarium with neon tetras and one very grumpy betta named Admiral.\n\nI count the tetras as they loop past. I notice the plants moving. After ten or fifteen minutes I can usually breathe properly again.\n\nI know it's a small thing, but it's become a real part of how I get through rough evenings. Anyone else have a quiet ritual with their animals?",
    author: "admiral_betta",
    category: "anxiety-depression",
  },
  {
    title: "Winter is hard. What small routines help you?",
    content:
      "Every year around November the dark afternoons start to get to me. Last year I barely left the apartment.\n\nThis year I'm trying to plan ahead. I've committed to a lunchtime walk with my dog while there's still daylight, and I put a bird feeder outside the window so my cat and I have something to watch.\n\nWhat helps you through the darker months? I'm collecting ideas, big or small.",
    author: "ferris_and_fern",
    category: "anxiety-depression",
  },
  {
    title: "Small win: we walked the whole block",
    content:
      "For most of the last two months I've only managed the front step with Pickles. Today we made it all the way around the block. It took twenty minutes because she sniffed every single mailbox, and I didn't even mind. A neighbor I'd never spoken to waved from her porch, and I waved back.\n\nI know it's tiny. But I wanted to share it somewhere it would count.",
    author: "pickles_and_me",
    category: "anxiety-depression",
  },
  {
    title: "Does anyone else talk to their bird all day?",
    content:
      "I work from home and live alone, and my cockatiel, Sunny, has become my main conversation partner. I narrate everything to her. She whistles back the first few notes of the theme song from a show I watched too much in March.\n\nSome days it feels a little sad that she's who I talk to most. Other days it feels like the thing that keeps me from going completely quiet inside.\n\nI'm working on reaching out to people more too, but I'm glad she's here in the meantime.",
    author: "sunny_side_tiel",
    category: "anxiety-depression",
  },
  {
    title: "Adopting while depressed — was it the right call for you?",
    content:
      "My therapist and I have talked about whether a pet might help me. I'm drawn to adopting a senior cat from the shelter in Harlow, but I'm scared of what happens if I have a really bad week and can't look after her properly.\n\nFor those who adopted during a hard time: how did it go? Did you have a backup plan, like a friend who could help? I don't want to rush into this for the wrong reasons, but I also don't want fear to make the decision for me.",
    author: "quiet_harbor",
    category: "anxiety-depression",
  },

  // ptsd
  {
    title: "First crowded store with my service dog in training",
    content:
      "We did our first grocery store trip on a Saturday afternoon, which was ambitious. Kip stayed in a heel, did his block behind me at the checkout, and only sniffed one display of oranges.\n\nI had to leave before I finished my list because my chest got tight, but for the first time in years I left because I chose to, not because I ran. That difference matters to me more than I can explain.\n\nOur trainer says to keep the trips short and end on a good note. We'll try a quieter time next week.",
    author: "kip_and_dee",
    category: "ptsd",
  },
  {
    title: "The cat who wakes me from nightmares",
    content:
      "Nobody trained Ghost to do this. He's a scruffy grey stray I took in three years ago. But when I start thrashing in my sleep, he climbs onto my chest and headbutts my chin until I wake up.\n\nI'm not saying he understands what's happening. Maybe he just doesn't like the bed moving. But waking up to a purring cat instead of alone in the dark has changed my nights.\n\nAnyone else have an animal who does something like this on their own?",
    author: "ghost_cat_nights",
    category: "ptsd",
  },
  {
    title: "Veterans' equine program — worth the drive?",
    content:
      "There's an equine-assisted program for veterans about an hour from me, out past Ridgeway. My VA counselor mentioned it and I've been going back and forth for a month.\n\nI'm not a horse person. I've never been on one. But the idea of spending time somewhere quiet, working with an animal that doesn't care about my history, is appealing.\n\nIf you've done one of these programs, what was the first session like? Was it mostly groundwork? Did it help you to have something to focus on with your hands?",
    author: "sgt_ridgeway_99",
    category: "ptsd",
  },
  {
    title: "Fireworks week is hard for both of us",
    content:
      "Every year the neighborhood starts setting off fireworks a week before the holiday and keeps going for a week after. My nervous system hates it, and my rescue dog hates it even more.\n\nThis year we're trying a plan: a white noise machine, a closed-off room with her bed and my weighted blanket, long walks early before anyone starts, and a chew she only gets on those nights.\n\nIt helps me to focus on making her feel safe. Somehow that makes me feel safer too. What do you all do?",
    author: "lady_and_lina",
    category: "ptsd",
  },
  {
    title: "Explaining to family why the dog comes everywhere",
    content:
      "My family means well, but at holidays they keep asking if I could leave Scout at home just this once. They see a dog. I see the reason I can be in a room with twenty people.\n\nI've tried explaining that he's trained to interrupt my anxiety and create space for me, but it turns into a debate.\n\nHow have you handled this with relatives? I'm looking for words that are clear and kind without me having to share every detail of my history.",
    author: "scout_stays",
    category: "ptsd",
  },
  {
    title: "Grounding with a rabbit on my lap",
    content:
      "My counselor taught me grounding exercises: five things you can see, four you can touch, and so on. I always struggled with them until I tried them with Clover on my lap.\n\nNow it goes: the soft fur behind her ears, the little thump of her back foot, the sound of her chewing hay, the warmth of her. It gives my mind something real to hold on to.\n\nJust sharing in case it helps someone else adapt a technique that never quite clicked.",
    author: "clover_and_ash",
    category: "ptsd",
  },
  {
    title: "First responder here, new to all of this",
    content:
      "Paramedic for fourteen years. I've been off work for two months and I'm finally admitting I need help. My peer support coordinator suggested I look into animal-assisted programs, and a colleague pointed me here.\n\nI grew up with dogs but haven't had one in years because of my shifts. I'm not sure what I'm looking for yet. Maybe just to hear from other first responders who found their way back with the help of an animal.\n\nThanks for having me.",
    author: "medic_on_leave",
    category: "ptsd",
  },
  {
    title: "Someone asked to pet my service dog and I froze",
    content:
      "A man at the pharmacy reached toward Bailey while asking if he could pet her. I knew exactly what to say, I've practiced it, but my mind went blank and I just stood there.\n\nBailey did her job and moved between us, and he apologized and walked away. I still spent the evening feeling shaky and stupid.\n\nI know it wasn't a disaster. I think I just want to hear that others have had these moments too, and how you move on from them.",
    author: "bailey_beside_me",
    category: "ptsd",
  },

  // general-wellness
  {
    title: "Morning walks did more for my sleep than anything else",
    content:
      "I tried apps, teas and going to bed earlier. What finally helped was something my dog forced on me: a twenty-minute walk in daylight right after I wake up.\n\nAfter about three weeks I noticed I was getting sleepy at a reasonable hour and waking up less in the night. I'm not claiming it works for everyone, but it's worth trying if you have a dog nudging you out the door anyway.",
    author: "early_riser_ruby",
    category: "general-wellness",
  },
  {
    title: "What's your pet's strangest comfort habit?",
    content:
      "Let's have a lighthearted thread. My cat, Pudding, will only settle down for the night once she has dragged one of my socks into her bed. It must be a worn sock. Clean socks are not acceptable.\n\nMy friend's bearded dragon insists on lying across her keyboard while she works, and her parrot says goodnight to the fridge.\n\nWhat odd little rituals do your animals have? I could use a laugh this week.",
    author: "pudding_and_pals",
    category: "general-wellness",
  },
  {
    title: "Volunteering at the shelter on Sundays",
    content:
      "I started volunteering at the Eastmere Animal Shelter three months ago, mostly walking dogs and socializing shy cats. I was looking for something to fill Sundays after I stopped going to a job I hated.\n\nWhat I didn't expect was how much calmer I'd feel for the rest of the week. There's something grounding about sitting on a floor with a frightened cat and waiting, with nowhere else to be.\n\nIf you have a couple of spare hours and aren't ready for a pet of your own, I really recommend it.",
    author: "sunday_shelter_sam",
    category: "general-wellness",
  },
  {
    title: "Gardening with my tortoise as supervisor",
    content:
      "On sunny days I bring Gerald, my Russian tortoise, out to a fenced patch of the garden while I weed. He wanders around eating dandelions and I work slowly alongside him.\n\nIt's turned gardening into the most peaceful part of my week. You can't rush when your companion moves at a tenth of a mile an hour.\n\nDoes anyone else have an outdoor routine with their pet?",
    author: "gerald_the_tortoise",
    category: "general-wellness",
  },
  {
    title: "I swapped an hour of scrolling for an hour with my pets",
    content:
      "For two weeks I tried a little experiment. Every evening, instead of scrolling my phone from 8 to 9, I spent that hour with my animals: brushing the dog, playing with the cats, cleaning the bird cage slowly instead of rushing.\n\nBy the end I felt less jittery, and the cats were noticeably more affectionate. I'm not going to pretend I never picked up my phone, but I'm keeping the habit.\n\nAnyone want to try it with me this month?",
    author: "offline_with_otters",
    category: "general-wellness",
  },
  {
    title: "Guinea pig wheeks: the world's most effective alarm clock",
    content:
      "I didn't need an alarm for a full year after I adopted Bramble and Fig. The moment the fridge door opens anywhere in the house, the wheeking begins.\n\nIt's made me keep regular hours, which my doctor had been nagging me about for ages. Regular breakfast, regular veg prep, regular cage cleaning on Saturdays. Structure sneaks in when someone small depends on you.",
    author: "bramble_and_fig",
    category: "general-wellness",
  },
  {
    title: "Looking after yourself when your pet is sick",
    content:
      "My dog has been recovering from surgery for three weeks and I realized yesterday I hadn't eaten a proper meal in days. I've been sleeping on the couch next to her crate and jumping at every whimper.\n\nShe's doing fine, and the vet is happy. It's me who's running on empty.\n\nHow do you take care of yourself while caring for a sick animal? I'd love practical ideas: meal shortcuts, asking for help, anything.",
    author: "nurse_for_nell",
    category: "general-wellness",
  },
  {
    title: "Share a moment that made you smile this week",
    content:
      "Mine: my elderly cat, who hasn't jumped onto anything higher than the couch in a year, somehow made it onto the kitchen counter to steal a piece of cheese. I should have scolded her. Instead I laughed so hard I had to sit down.\n\nSmall joys are what get me through. Tell me yours — a silly face, a sleepy pile of pets, a good walk, anything.",
    author: "cheese_thief_keeper",
    category: "general-wellness",
  },
];
