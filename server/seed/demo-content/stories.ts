export type DemoPetType = "dog" | "cat" | "bird" | "rabbit" | "guinea-pig" | "hamster" | "fish" | "reptile" | "other";

export interface DemoStory {
  title: string;
  content: string;
  author: string;
  petName: string;
  petType: DemoPetType;
}

export const demoStories: DemoStory[] = [
  {
    title: "The dog who taught me to leave the house again",
    content:
      "For almost two years after my accident, I didn't go further than the mailbox. The world outside felt loud and unpredictable, and my apartment felt like the only safe place left.\n\nMy sister was the one who suggested fostering. She volunteered with a rescue in Alder Creek and they had a shy, underweight shepherd mix who needed a quiet home. I said yes mostly so she'd stop asking.\n\nBiscuit was more scared than I was. For the first week he hid behind the couch and only came out to eat when I was in the other room. I realized, slowly, that I knew exactly how he felt. So I sat on the floor near him every evening and read out loud. I didn't reach for him. I just stayed.\n\nOn day nine he put his head on my knee.\n\nWalks came next, because a dog needs walks, and there was nobody else to take him. The first one was four houses down and back. I was shaking. He was shaking. We made it. The next day we went five houses.\n\nThat was three years ago. I adopted him officially after a month, of course. These days we walk the river trail every morning, and last spring we passed our therapy dog evaluation. Now we visit a rehab center on Tuesdays, and I sit with people who are just starting their own long way back.\n\nI still have hard days. But I have a reason to open the door every morning, and he's waiting by it with his tail going.",
    author: "maya_and_biscuit",
    petName: "Biscuit",
    petType: "dog",
  },
  {
    title: "Twelve years with Rosie",
    content:
      "I got Rosie the year I turned forty, right after my marriage ended. I told myself a dog would get me walking. What I didn't know was that she'd get me through the next twelve years.\n\nShe was a scruffy terrier mix with one ear up and one ear down, and she had opinions about everything. She disliked the mail carrier, umbrellas and the neighbor's garden gnome. She loved cheese, car rides and lying in the exact patch of sun that moved across the living room floor.\n\nWhen my mother got sick, Rosie came with me on the long drives to the hospital in Wexford and waited in the car with the windows cracked while I sat by the bed. On the way home I talked to her about everything I couldn't say out loud to anyone else.\n\nWhen she got old, I carried her up and down the stairs. When her kidneys started to fail, our vet was gentle and honest, and we made the decision together. She went peacefully, at home, with her head in my lap.\n\nThe grief has been enormous. Some days I still hear her tags jingling. But I've started to notice that most of my memories of her make me smile now, not cry. I wanted to write them down somewhere they'd be kept. Thank you for reading about my girl.",
    author: "rosie_forever",
    petName: "Rosie",
    petType: "dog",
  },
  {
    title: "Scout and the grocery store",
    content:
      "I served two tours and came home with what my counselor calls hypervigilance and what I call never being able to sit with my back to a door. Crowded places were the worst. For years my wife did all the shopping.\n\nScout came to me through a program that pairs veterans with trained service dogs. He's a big, quiet black lab with a grey chin now. The training took months, and half of it was training me: learning to trust that he had my back, literally.\n\nOne of the things he does is called a block. He stands sideways behind me in a line so nobody crowds in. Another is a cover, where he sits facing behind me and lets me know if someone approaches. It sounds small. It isn't. It means I can stop scanning the room and just be a guy buying groceries.\n\nThe first time we did a full shop together, I bought everything on the list. I stood in the cereal aisle for a long time just because I could. When I got home my wife asked what took so long and I laughed for the first time in a while.\n\nScout isn't a cure. I still see my counselor, I still have bad weeks. But he's the reason my world got bigger again, one aisle at a time.",
    author: "scout_stays",
    petName: "Scout",
    petType: "dog",
  },
  {
    title: "A senior dog for a senior woman",
    content:
      "After my husband passed, the house was too quiet. My children live far away and call on Sundays, and in between there was a lot of silence.\n\nA volunteer at the Harlow shelter told me about their senior-to-senior program. Older people adopt older dogs, and the shelter helps with vet costs. I thought a dog would be too much for me at seventy-eight. Then I met Daisy.\n\nDaisy is eleven, a chubby little beagle who sleeps most of the day and snores. She doesn't need long walks, just a gentle stroll to the corner and back, twice a day. But those strolls changed everything. Neighbors I'd never spoken to started stopping to say hello. A young mother down the street brings her toddler to pet Daisy every afternoon. The man at the corner shop keeps biscuits behind the counter.\n\nI have more conversations in a week now than I did in a month before. And in the evenings, Daisy climbs onto the couch beside me and rests her head on my leg while I watch my programs.\n\nWe're two old girls taking care of each other. I didn't know how much I needed that.",
    author: "daisy_and_doris",
    petName: "Daisy",
    petType: "dog",
  },
  {
    title: "What a reading dog gave my son",
    content:
      "My son Eli has dyslexia, and by second grade he had decided he hated reading. Homework ended in tears most nights, his and sometimes mine.\n\nOur library in Fernwood started a program where kids read to a therapy dog. The first week, Eli refused to go in. The second week, he stood in the doorway. The third week, a huge, sleepy Newfoundland named Moose thumped his tail when Eli walked past, and that was it.\n\nEli sat down on the floor next to Moose and read a picture book out loud, stumbling over words, pausing for a long time on some. Moose didn't care. Moose lay there with his chin on his paws and occasionally sighed. Nobody corrected Eli. Nobody watched the clock.\n\nThey read together every Saturday for a year. Moose's handler, a retired teacher, would tell Eli that Moose especially liked books about trucks, so Eli started picking those out. He began practicing at home so he'd be ready for Moose.\n\nEli is in fourth grade now and reads on his own at bedtime. He still struggles sometimes, but he doesn't think of himself as someone who can't read anymore. I'll always be grateful to a big black dog who just listened.",
    author: "elis_mom_jen",
    petName: "Moose",
    petType: "dog",
  },
  {
    title: "Ghost found me first",
    content:
      "Three winters ago a scruffy grey cat started sitting on my back step. I'd just left a job I'd had for fifteen years after a bad incident at work, and I wasn't sleeping. I'd get up at three in the morning and he'd be there, watching me through the glass.\n\nI started leaving food out. Then I left the door open a crack. By February he was sleeping at the foot of my bed.\n\nI named him Ghost because he'd appear out of nowhere. What I didn't expect was what he'd do at night. When I'd start having a nightmare, he would climb onto my chest and push his head under my chin until I woke up. Every time. I'd wake up gasping and there he'd be, purring like a little engine.\n\nI've read that cats respond to changes in breathing and movement, so maybe that's all it is. I don't need it to be more than that. What matters is that I stopped waking up alone and afraid.\n\nI'm in therapy now and doing the slow work. My nights are better than they used to be. Ghost is older, a bit creaky, and he still sleeps on my chest. I like to think we rescued each other, even if he'd never admit it.",
    author: "ghost_cat_nights",
    petName: "Ghost",
    petType: "cat",
  },
  {
    title: "The cat who sat with me through chemo",
    content:
      "When I was diagnosed, everyone told me to stay positive. That felt impossible. What I needed was someone who didn't need me to be anything at all.\n\nMarmalade was that someone. He's a huge orange tabby with no sense of personal space, and during the months of treatment he barely left my side. On the days I couldn't get off the couch, he lay on my legs. On the days I was sick, he waited outside the bathroom door. When I cried, he purred louder, which made me laugh, which made me cry more.\n\nMy friends and family were wonderful, but they were also scared, and sometimes I had to look after their feelings. With Marmalade there was none of that. He didn't ask how I was doing. He just stayed warm and heavy and close.\n\nI'm eighteen months past my last treatment now. Marmalade is still a terrible bed-hog. Every morning he sits on the windowsill in the kitchen while I make tea, and every morning I'm grateful to be here making it.",
    author: "marmalade_days",
    petName: "Marmalade",
    petType: "cat",
  },
  {
    title: "Two shy creatures",
    content:
      "I've always been the quiet one. At parties I'm the person in the kitchen petting the host's cat. So when I finally moved into my own place, I went to the shelter looking for a friendly, outgoing cat to balance me out.\n\nInstead I came home with Pip, a tiny black cat who had been there for seven months because she hid every time someone walked past her cage. The volunteer told me she needed someone patient. I thought, well, I'm not good at much, but I'm good at being quiet.\n\nPip lived under my bed for three weeks. I'd lie on the floor with a book and let her watch me. Eventually she came out to sit near my feet. Then on my feet. Then, one night, on my chest.\n\nBeing trusted by something that scared changed the way I see myself. My quietness wasn't a flaw to Pip. It was exactly what she needed.\n\nWe're still both shy. But she greets guests at the door now, and I've started going to a small board game night at the library in Lark Hill. We're getting braver together.",
    author: "pip_and_quiet_cass",
    petName: "Pip",
    petType: "cat",
  },
  {
    title: "Learning to grieve Luna",
    content:
      "Luna was seventeen. She'd been with me through three apartments, two cities, and the whole of my twenties. When the vet told me her cancer had spread, I couldn't imagine my life without her in it.\n\nWe had three good weeks after the diagnosis. I took time off work. I let her sit on the kitchen table, which was always forbidden. I bought her the fancy salmon she liked. I took too many photos.\n\nThe day we said goodbye, I held her and told her everything I wanted to say. It was quiet and gentle. Afterwards I sat in my car in the parking lot for an hour.\n\nWhat surprised me most was watching her sister, Stella, grieve too. For weeks she searched the apartment at night, calling. We grieved together, the two of us, curled on the couch. Slowly she stopped searching. Slowly I stopped crying every time I opened the cupboard with Luna's food.\n\nI found this community a few weeks later. Reading other people's stories helped me feel less alone and less silly. If you're here because you just lost someone small and furry and irreplaceable: I'm so sorry. It's real grief, and you're allowed to feel all of it.",
    author: "stella_and_luna",
    petName: "Luna",
    petType: "cat",
  },
  {
    title: "Mochi goes visiting",
    content:
      "People laughed when I said I wanted to do therapy visits with my cat. Cats don't do that, they said. Cats do what they want.\n\nThat's true. But what Mochi wants, it turns out, is to be admired by strangers while lying on a soft blanket.\n\nWe started small. I harness-trained him as a kitten, and he got used to car rides to my grandmother's care home. The staff noticed that residents lit up when he visited. One gentleman who rarely spoke would stroke Mochi's back and tell him about a cat he had as a boy on a farm.\n\nAfter a lot of reading, practice and a proper evaluation, Mochi and I became a registered therapy team. We visit two care homes, once a month each, for no more than an hour. I watch him closely. If his tail starts to twitch or he tries to get back in his carrier, we say our goodbyes.\n\nHe isn't for everyone, and not every cat would enjoy this. But for the right cat and the right people, it's something special. The gentleman who talks about his farm cat now asks the nurses every week when Mochi is coming back.",
    author: "mochi_in_a_harness",
    petName: "Mochi",
    petType: "cat",
  },
  {
    title: "Sunny sings in the morning",
    content:
      "I've lived with depression since I was a teenager. In my thirties, after a long stretch of working from home alone, I realized I could go entire days without hearing a voice that wasn't on a screen.\n\nA friend was rehoming her cockatiel, Sunny, because of a move, and asked if I'd take her. I knew nothing about birds. I said yes anyway.\n\nSunny starts whistling the moment the sun comes through the curtains. It's impossible to stay under the covers while a small grey bird with orange cheeks is loudly demanding that the day begin. So I get up. I uncover her cage. I say good morning and she bobs her head at me.\n\nShe's taught herself to whistle the first few notes of a song I hum a lot, and she says pretty bird in a croaky voice I find hilarious. She rides around on my shoulder while I make coffee and nibbles my earring.\n\nMy depression hasn't vanished. I still have my medication and my therapist. But the mornings, which used to be the hardest part, now start with someone singing. That's a gift I didn't expect.",
    author: "sunny_side_tiel",
    petName: "Sunny",
    petType: "bird",
  },
  {
    title: "Eleven years of hello",
    content:
      "Mango was a sun conure, bright orange and yellow and louder than anything that size has any right to be. I got him when I was twenty-six and newly divorced, living in a small apartment above a bakery in Millbrook.\n\nEvery time I came home, he screamed hello. Not a word, just a joyful, ear-splitting shriek. The neighbors learned my schedule from it. On days when I'd been invisible at work, when nobody had really looked at me, Mango was thrilled I existed.\n\nHe liked to take showers with me, perched on the curtain rod. He hated the color purple and would puff up at any purple shirt. He fell asleep on my shoulder most evenings, tucked into my hair.\n\nHe died suddenly last spring. The avian vet said it was his heart, and that there was nothing I could have known. I still miss the noise more than I can say.\n\nI'm writing this because people sometimes think grief for a bird is smaller. It isn't. He was my family for eleven years. If you've lost a bird and someone didn't understand, I understand.",
    author: "conure_keeper_lou",
    petName: "Mango",
    petType: "bird",
  },
  {
    title: "The backyard hens that got me through a bad year",
    content:
      "The year I lost my job and my father within three months, I couldn't concentrate on anything. I couldn't read, couldn't watch a film through. My mind just buzzed.\n\nMy neighbor was moving and asked if I'd take her three hens. I had a yard and nothing else going on, so I said yes. I figured it'd be a distraction.\n\nIt was more than that. Hens need letting out in the morning and shutting in at dusk. They need water, feed and a clean coop. Those small, repetitive jobs gave my days a shape. And watching them scratch around the garden, chatting to each other in their low, contented murmur, was the first thing in months that quieted the buzzing.\n\nHenrietta, the bossy one, started following me around the yard. She'd hop onto my lap when I sat on the back step with my coffee. I'd talk to her about my dad. She'd cluck back at all the right moments.\n\nI have a new job now, and the grief has softened. But I still take my coffee out to the yard each morning, and Henrietta still comes running.",
    author: "henrietta_and_hal",
    petName: "Henrietta",
    petType: "bird",
  },
  {
    title: "Walnut and the memory care unit",
    content:
      "Walnut is a Holland lop with a personality like a retired librarian: calm, observant, and not easily impressed. I got him during the pandemic, and he sat on my lap through a lot of long, anxious evenings.\n\nWhen my friend who works in memory care asked if he might visit, I was nervous. Rabbits are prey animals, and I didn't want to scare him. We worked up to it very slowly, with short trips to quiet places and lots of time in his own carrier with his own blanket.\n\nNow we visit once a month for forty minutes. He sits in a low, padded basket on a table, and residents come to him one or two at a time. I always hold the basket steady. Many of them stroke his ears and talk about rabbits they kept as children, or rabbits they saw in their gardens.\n\nOne woman, who staff told me often doesn't recognize her own daughter, always remembers Walnut's name. She calls him the little gentleman.\n\nWhen we get home, Walnut eats an enormous amount of parsley and naps for hours. I think of it as his well-earned pay.",
    author: "walnut_the_lop",
    petName: "Walnut",
    petType: "rabbit",
  },
  {
    title: "Clover and the grounding exercises",
    content:
      "After the assault, I spent a long time feeling like I wasn't really in my body. My counselor called it dissociation and taught me grounding techniques, but I struggled to use them. When I was panicking, counting things in the room felt pointless.\n\nI adopted Clover from a rabbit rescue six months into my recovery. She's a lionhead with a ridiculous mane and strong opinions about being picked up, so mostly she comes to me. She likes to lie on a folded blanket on my lap while I sit on the floor.\n\nThat's when grounding started to work. Instead of counting random objects, I notice her: the softness of the fur behind her ears, the warmth of her side, the sound of her teeth grinding softly, which rabbits do when they're content. Her weight holding me in place.\n\nI told my counselor and she encouraged me to keep going. It's become part of my routine on hard days.\n\nI'm much further along now. I have more good days than bad. And when the bad ones come, I know where to sit.",
    author: "clover_and_ash",
    petName: "Clover",
    petType: "rabbit",
  },
  {
    title: "A bonded pair and a lonely student",
    content:
      "My first year of grad school, I moved across the country to a city where I knew nobody. I was homesick, overwhelmed and starting to isolate.\n\nThe campus counseling center was helpful, and one thing my counselor suggested was finding some kind of routine that wasn't about studying. I'd grown up with rabbits, so I started volunteering at a rescue in Brookvale on weekends.\n\nThat's where I met Hazel and Bean, a bonded pair who had been waiting for a home for nearly a year. They were older and had to be adopted together, which put many people off. I checked with my landlord, rearranged my tiny apartment, and brought them home.\n\nBunnies are great company for a student. They're most active in the early morning and evening, which lined up with my schedule. They binkied around the living room while I studied. When I felt lonely, I'd lie on the floor and Bean would come and investigate my hair.\n\nThrough the rescue I made my first real friends in the city. I've since finished my degree. Hazel and Bean came with me when I moved again, and they still rule the living room.",
    author: "hazel_and_bean",
    petName: "Hazel and Bean",
    petType: "rabbit",
  },
  {
    title: "Bramble and Fig keep my days in order",
    content:
      "My ADHD diagnosis came at thirty-four, along with a lot of explanations for why I'd always struggled with routines. Meals happened at random. Sleep happened at random. My apartment was chaos.\n\nI adopted two guinea pigs, Bramble and Fig, partly because I'd always wanted them and partly, if I'm honest, as an experiment. Guinea pigs need fresh vegetables every day, unlimited hay, and a clean cage. They also tell you, very loudly, when you've forgotten.\n\nWithin a month I had a morning routine: get up, feed the pigs, make myself breakfast while I was in the kitchen anyway. Saturday became cage-cleaning day, which became general tidying day. I started setting phone reminders for their vitamin C veg, and then added reminders for my own meds.\n\nThey also make me laugh every day. Fig does popcorn jumps when she's happy. Bramble rumbles like a tiny motor when he's strutting around.\n\nThey didn't fix my ADHD. But they gave me a framework I could build on, and a reason to keep building.",
    author: "bramble_and_fig",
    petName: "Bramble and Fig",
    petType: "guinea-pig",
  },
  {
    title: "The guinea pig classroom",
    content:
      "I teach fourth grade in a small school in Cedar Hollow. A few years ago our class had a rough year: several kids were going through family upheavals, and there was a lot of anxiety in the room.\n\nAfter talking with our school counselor and checking our school's policies, I brought in a pair of guinea pigs, Pumpkin and Sprout. We set up a large enclosure in a quiet corner, and the class made a care chart together.\n\nThe change was gradual but real. Kids who struggled to settle in the mornings would go and check on the pigs first, and I could see their shoulders drop. One boy who rarely spoke became the self-appointed expert on guinea pig care and gave presentations to visitors. When a student was upset, they could sit near the enclosure for a few minutes.\n\nWe were careful. The pigs had a quiet hideaway nobody could reach into, and they went home with me on weekends and holidays. We talked a lot about respecting an animal's need for rest.\n\nPumpkin and Sprout have retired to my house now, but my students still ask about them.",
    author: "ms_alvarez_grade4",
    petName: "Pumpkin and Sprout",
    petType: "guinea-pig",
  },
  {
    title: "Wheeking through recovery",
    content:
      "I've been sober for two years and four months. In early recovery, my counselor told me I'd need to fill the time I used to spend drinking, and to find things that gave me small, healthy rewards.\n\nI didn't expect one of those things to be a guinea pig called Dumpling.\n\nShe came from a family who couldn't keep her, and she was lonely and a bit nervous. I got her a companion, a placid older boar called Mr. Biscuit, and the two of them became inseparable.\n\nEvenings used to be my danger zone. Now they're when I sit on the floor with a towel on my lap and hand-feed them romaine. Dumpling chatters and squeaks. Mr. Biscuit eats with great seriousness. It's hard to feel like drinking when two tiny creatures are looking at you with total trust.\n\nI still go to meetings. I still have my sponsor. But my pigs are part of my recovery toolkit, and I wanted to share that, in case someone else is looking for something gentle to fill the evenings.",
    author: "dumpling_and_mr_b",
    petName: "Dumpling",
    petType: "guinea-pig",
  },
  {
    title: "Peanut, small and mighty",
    content:
      "Peanut was a golden Syrian hamster, and the first pet I ever had on my own. I got him the week I moved into my first apartment after leaving home, and I was lonelier than I'd expected to be.\n\nHamsters are nocturnal, and so, it turned out, was I. I'd come home from my evening shifts at the restaurant and sit by his enclosure with a cup of tea while he woke up and started his night. He'd stuff his cheeks until his face was twice its normal size, then run on his wheel for what felt like miles.\n\nI built him a deep bedding setup and planted little hideaways with cardboard tubes, and I'd watch him rearrange the whole thing. It was the most relaxing part of my day.\n\nHe lived for two and a half years, which is a good long life for a hamster. I cried more than I'd expected to when he died. Someone told me I could just get another one, and that hurt.\n\nI know he was small. But he was my companion through a big, scary change in my life, and that isn't small at all.",
    author: "peanut_was_here",
    petName: "Peanut",
    petType: "hamster",
  },
  {
    title: "Night shift with Nibbles",
    content:
      "I work nights as a hospital cleaner. It's lonely work, and for a long time my days felt upside down and empty. I slept badly, ate at odd times, and didn't see friends.\n\nMy niece gave me a dwarf hamster called Nibbles when her family moved into a flat that didn't allow pets. I wasn't sure about it at first. But Nibbles and I turned out to keep the same hours.\n\nWhen I get home in the early morning, she's just finishing her night. I sit with her for a few minutes while she tidies her nest, then I go to sleep. When I wake in the late afternoon, she's stirring too. We have breakfast together, sort of: me with toast, her with a bit of boiled egg and some seeds.\n\nIt's a small routine, but it's given my days a beginning and an end. I've started to feel less like I'm floating.\n\nI've also started calling my niece every Sunday to tell her what Nibbles has been up to. She loves the updates, and I love talking to her. A tiny hamster brought us closer.",
    author: "nightshift_nibbles",
    petName: "Nibbles",
    petType: "hamster",
  },
  {
    title: "The tank by my bed",
    content:
      "Anxiety has always been worst for me at night. The minute the lights go off, my brain starts replaying every embarrassing thing I've ever said.\n\nA few years ago, on a whim, I set up a small planted aquarium on my dresser. Ten neon tetras, some shrimp, and eventually a betta with a huge red tail who I named Admiral because of how he patrols.\n\nI didn't plan for it to help my anxiety. But on bad nights I started switching on the tank light and watching. I'd count the tetras as they moved. I'd look for the shrimp, which were always somewhere unexpected. I'd watch Admiral flare at his own reflection and then sulk behind a leaf.\n\nAfter ten or fifteen minutes my breathing would slow down. I'd notice that I was thinking about fish instead of about myself.\n\nLooking after the tank has become a calming hobby in itself. Water changes on Sunday mornings, trimming plants, testing the water. It's quiet, careful work. I still see my therapist, and I still have rough nights, but I have a glowing little world to turn to when I do.",
    author: "admiral_betta",
    petName: "Admiral",
    petType: "fish",
  },
  {
    title: "Grandpa's goldfish pond",
    content:
      "My grandfather built a pond in his back garden the year he retired. When he died, nobody in the family knew what to do with it, or with the seven enormous goldfish living in it.\n\nI volunteered, mostly because I couldn't bear the thought of it being filled in. I knew nothing about ponds. I spent that first summer learning about pumps and filters and water lilies, and I spent a lot of time sitting on his old bench, feeding the fish and missing him.\n\nSomething about that pond held my grief in a way I couldn't manage on my own. The fish recognized me after a few weeks and would rise to the surface when my shadow fell over the water. The biggest one, a patchy orange and white fish Grandpa called Captain, would take food from my fingers.\n\nThree years later, I've moved into Grandpa's house. The pond is thriving. My kids feed the fish on weekends, and I tell them stories about the man who built it.\n\nSome people visit a grave. I visit a pond, and a fish named Captain comes up to say hello.",
    author: "captains_pond",
    petName: "Captain",
    petType: "fish",
  },
  {
    title: "Starting small with a betta",
    content:
      "My therapist and I had been talking about how I'd stopped taking care of anything, including myself. I'd let my plants die. I lived on takeout. My apartment felt stale.\n\nShe suggested starting with something small to care for. I wasn't ready for a dog or a cat. I wasn't sure I was ready for anything. But I went to a local fish store and spent an hour talking to the owner, who was patient and kind, and went home with a five-gallon tank, a heater, some plants, and a blue betta named Pebble.\n\nI had to learn to cycle the tank first. I had to test the water, feed him a small amount every day, and do water changes weekly. It turned out that keeping a betta well isn't about buying a tiny bowl. It takes some care and attention.\n\nThat attention was exactly what I needed. Feeding Pebble became the first thing I did each morning. Then I'd water my new plant. Then I'd make myself something to eat.\n\nPebble flares at me when I'm late with breakfast. That little blue fish reminded me that I could take care of things again, including myself.",
    author: "pebble_and_june",
    petName: "Pebble",
    petType: "fish",
  },
  {
    title: "Gerald, my slow and steady teacher",
    content:
      "I'm a recovering perfectionist. I spent my twenties rushing: climbing the ladder at work, training for races, filling every minute. At thirty-one I burned out badly and spent months on sick leave.\n\nGerald came into my life through a reptile rescue during that time. He's a Russian tortoise, about twenty years old, and he had been surrendered when his first owner moved into a care home. I wanted something to look after that wouldn't demand much energy. What I got was a teacher.\n\nGerald does nothing quickly. He wakes up slowly under his basking lamp. He walks slowly across the garden. He eats a dandelion leaf with enormous concentration. Nothing hurries him.\n\nOn sunny days I sit with him in the garden and try to match his pace. I garden beside him. I notice the warmth on my arms. I let myself do one thing at a time.\n\nI'm back at work now, part-time, with better boundaries. Gerald might outlive me, which is a strange thought. I've made arrangements for him. In the meantime, he's my daily reminder that slow is allowed.",
    author: "gerald_the_tortoise",
    petName: "Gerald",
    petType: "reptile",
  },
  {
    title: "A bearded dragon on my keyboard",
    content:
      "I work remotely as a software tester, and after my divorce I spent most of my days alone in my flat, headphones on, barely speaking.\n\nA friend who was moving abroad asked me to take in her bearded dragon, Sandy. I was reluctant. I knew nothing about reptiles. But I read everything I could, set up a proper enclosure with the right lighting and heat, and agreed to give it a go.\n\nSandy turned out to be the most sociable creature I've ever met. She loves being out of her enclosure and has claimed the warm spot on my desk next to my laptop. On cold days she lies across my keyboard, and my colleagues have become used to messages that read like complete nonsense.\n\nShe's made me laugh more than I have in years. She bobs her head at me when I come home. She watches the birds out the window with total focus. She's also given me something to talk about, and I've joined a reptile keepers' meetup in Dunmore Park where I've made a couple of real friends.\n\nI never expected a lizard to help me feel less alone, but here we are.",
    author: "sandy_on_the_keys",
    petName: "Sandy",
    petType: "reptile",
  },
  {
    title: "Corn snakes and the fear I carried",
    content:
      "I was terrified of snakes my whole life. Not a dislike. Real fear. My therapist suggested working on it gently as part of a broader program on anxiety, and a friend who keeps reptiles offered to help.\n\nThe first time I met her corn snake, Maple, I stood at the far end of the room. The second time, I got close enough to see her flicking her tongue. The fifth time, I touched her back with one finger. She was smooth and warm and not at all slimy.\n\nMaple is calm and used to handling, and my friend was patient. After a couple of months I was holding her, letting her move slowly through my hands. What I learned wasn't just about snakes. It was that I could sit with fear, let it rise and fall, and come out the other side.\n\nI now have my own corn snake, a bright orange rescue named Ember. Caring for her is peaceful, and she reminds me every week of what I'm capable of.\n\nI'm not saying everyone should face their fears with a snake. But for me, it opened a door.",
    author: "ember_and_eliza",
    petName: "Ember",
    petType: "reptile",
  },
  {
    title: "Clementine, who carried me for thirty years",
    content:
      "I bought Clementine when I was nineteen, with money saved from my first real job. She was a chestnut mare with a white blaze and a stubborn streak, and nobody thought the two of us would last.\n\nWe lasted thirty years.\n\nShe carried me through college, through a broken engagement, through my father's long illness. When things got bad, I'd go to the barn and brush her until my arms ached. She'd lean into the brush and sigh, and the world would get a little quieter.\n\nIn her later years she retired to a field on a friend's farm outside Ridgeway. I visited every weekend and brought her carrots and sat on the fence while she grazed.\n\nWhen it was time, the vet came to the field. We said goodbye under the oak tree where she liked to stand in the shade. Afterward, the other horses came and stood around her for a long time, heads low. I had never seen anything like it.\n\nI'm grieving, but I'm grateful. Few people get a companion for thirty years. I did, and she was a good one.",
    author: "clementine_and_kate",
    petName: "Clementine",
    petType: "other",
  },
  {
    title: "What the horses taught me about trust",
    content:
      "After twenty years in the Army, I came home and couldn't settle. I didn't trust people. I didn't trust myself. My counselor suggested an equine program for veterans out in the country, and I went mostly to get her off my back.\n\nThe first session, they didn't even let us ride. We just stood in a round pen with a big bay gelding named Tucker and were asked to get him to walk alongside us without a rope. I tried to make him move. He ignored me. I got frustrated and he walked away.\n\nThe instructor said horses respond to what's going on inside you. If you're tense, they notice. If you're calm and clear, they'll often follow. It sounded like nonsense until I tried breathing slowly and walking with purpose, and Tucker fell into step beside me.\n\nOver twelve weeks I learned to groom, lead and eventually ride. But what I really learned was how much I'd been carrying, and that I could set some of it down.\n\nI volunteer at the program now, helping new guys with their first sessions. I tell them about Tucker and they don't believe me either. Then they try it.",
    author: "sgt_ridgeway_99",
    petName: "Tucker",
    petType: "other",
  },
  {
    title: "The ferret who got me talking again",
    content:
      "When my mum died, I stopped talking much. I went to work and came home and didn't call anyone back. My brother got worried and, not knowing what else to do, turned up on my doorstep with a ferret.\n\nHe'd rescued Widget from someone who couldn't look after him, and he said, you need someone to make you laugh. I was annoyed. I was also, within about ten minutes, laughing.\n\nWidget is pure chaos. He does a little sideways war dance when he's excited. He steals socks and hides them under the sofa. He makes a soft chuckling noise called dooking when he plays. You cannot sit in silent gloom when there's a ferret bouncing off the furniture.\n\nI started texting my brother photos of Widget's latest crimes. Then we started talking on the phone about him, and then about other things, and then about Mum.\n\nFerrets need a lot of care and attention, and they're definitely not for everyone. But for me, at that time, Widget was exactly the right kind of ridiculous. He got me talking again.",
    author: "widget_the_weasel",
    petName: "Widget",
    petType: "other",
  },
];
