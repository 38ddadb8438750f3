export type DemoResourceCategory =
  "educational" | "mental-health" | "pet-therapy" | "veterinary" | "grief-support" | "local-resources";

export interface DemoResource {
  title: string;
  content: string;
  category: DemoResourceCategory;
  url: string;
}

export const demoResources: DemoResource[] = [
  // educational
  {
    title: "Reading Your Dog's Body Language",
    content:
      "Dogs tell us a lot before they ever growl. This illustrated guide walks through common signals like yawning, lip licking, looking away, a tucked tail and a soft, wiggly body. Learning these cues helps you notice when your dog is relaxed, when they're unsure, and when it's time for a break. It's especially useful for anyone thinking about therapy visits or spending time in busy places.",
    category: "educational",
    url: "https://example.org/guides/dog-body-language",
  },
  {
    title: "Understanding Cat Communication",
    content:
      "Slow blinks, tail positions, ear angles and the many kinds of meow: cats have a rich language of their own. This friendly introduction explains what your cat may be trying to say and how to respond in ways that build trust. Includes a printable cheat sheet for the fridge.",
    category: "educational",
    url: "https://example.org/guides/cat-communication",
  },
  {
    title: "Choosing the Right Pet for Your Life",
    content:
      "Thinking about bringing an animal home? This guide gently walks through the questions worth asking first: how much time and energy you have on an ordinary day and on a hard one, your budget, your living space, and who could help if you needed a break. It covers dogs, cats, small mammals, birds, fish and reptiles, with honest notes on the daily care each one needs.",
    category: "educational",
    url: "https://example.org/guides/choosing-a-pet",
  },
  {
    title: "Small Pets, Big Needs: Rabbits and Guinea Pigs",
    content:
      "Rabbits and guinea pigs are often thought of as easy starter pets, but they're social, sensitive animals with specific needs. This guide explains space requirements, diet (lots of hay!), companionship, and how to handle them gently. A great read before adopting, or if you want to make life a little better for the small friends you already have.",
    category: "educational",
    url: "https://example.org/guides/rabbits-and-guinea-pigs",
  },
  {
    title: "The Human-Animal Bond: An Introduction",
    content:
      "Why does stroking a cat feel so soothing? Why do so many people feel less lonely with a dog at their side? This plain-language article summarizes what researchers have been exploring about the bond between people and animals, what's still uncertain, and why the relationship goes both ways: our animals need us to be thoughtful about their wellbeing too.",
    category: "educational",
    url: "https://example.org/articles/human-animal-bond-intro",
  },
  {
    title: "Keeping Fish and Reptiles Well",
    content:
      "Aquariums and reptile enclosures can be wonderfully calming to care for, but they need the right setup. This starter guide covers cycling a fish tank, water testing, heat and lighting for reptiles, and why bigger enclosures are usually better. It also lists questions to ask a specialist store before you buy anything.",
    category: "educational",
    url: "https://example.org/guides/fish-and-reptile-basics",
  },

  // mental-health
  {
    title: "When to Reach Out for Support",
    content:
      "Animals can be wonderful company, but they're not a replacement for care from people. This gentle guide describes signs that it might be time to talk to a doctor, counselor or someone you trust, like sleep changes, losing interest in things you used to enjoy, or feeling unsafe. It also explains what a first appointment is often like, so it feels a little less daunting.",
    category: "mental-health",
    url: "https://example.org/support/when-to-reach-out",
  },
  {
    title: "If You're in Crisis Right Now",
    content:
      "If you are thinking about harming yourself or feel unable to stay safe, please contact your local emergency number or a crisis line in your country straight away. You deserve support right now. This page lists the kinds of services that are usually available and offers a few simple steps to help you get through the next few minutes while you reach out.",
    category: "mental-health",
    url: "https://example.org/support/crisis",
  },
  {
    title: "Grounding Techniques With Your Pet",
    content:
      "Grounding exercises help bring your attention back to the present when anxiety or distressing memories take over. This guide adapts common techniques, like noticing five things you can see, to time spent with an animal: the texture of fur or feathers, the rhythm of breathing, the sound of purring or chewing. Simple, portable and easy to practice on calmer days so they're ready when you need them.",
    category: "mental-health",
    url: "https://example.org/support/grounding-with-pets",
  },
  {
    title: "Building a Daily Routine That Includes Your Animal",
    content:
      "Routines can be a steadying force when mood is low. Pet care naturally gives shape to a day: feeding times, walks, cleaning. This worksheet helps you build a small, realistic routine around those anchors, adding one or two things for yourself, like a glass of water with your morning feeding or a few minutes outside during the evening walk.",
    category: "mental-health",
    url: "https://example.org/worksheets/daily-routine",
  },
  {
    title: "Loneliness and Connection",
    content:
      "Loneliness is common and nothing to be ashamed of. This article explores how pets can offer comfort and a bridge to other people, through dog walks, pet meetups, or volunteering. It also offers gentle ideas for rebuilding human connection at your own pace, starting with very small steps.",
    category: "mental-health",
    url: "https://example.org/articles/loneliness-and-connection",
  },
  {
    title: "Talking to Your Counselor About Your Pet",
    content:
      "Many people don't think to mention their animals in therapy, but pets are often a big part of our emotional lives. This short guide offers prompts for bringing your animal into the conversation, whether that's grief, caregiving stress, the comfort they bring, or thinking about a service or emotional support animal.",
    category: "mental-health",
    url: "https://example.org/articles/pets-in-counseling",
  },

  // pet-therapy
  {
    title: "Is My Dog a Good Fit for Therapy Work?",
    content:
      "Not every lovely dog enjoys therapy visits, and that's okay. This checklist helps you think about your dog's temperament: do they seek out strangers, recover quickly from surprises, and stay calm with being touched in unusual ways? It also covers health, age and the handler skills you'll need, with ideas for other activities if visiting isn't the right fit.",
    category: "pet-therapy",
    url: "https://example.org/therapy/is-my-dog-a-good-fit",
  },
  {
    title: "Therapy, Service and Emotional Support Animals: What's the Difference?",
    content:
      "These terms get mixed up a lot. This plain-language explainer describes the general differences between therapy animals, service animals and emotional support animals, including the training involved and where each typically goes. Rules vary by country and region, so it also suggests how to check what applies where you live.",
    category: "pet-therapy",
    url: "https://example.org/therapy/animal-roles-explained",
  },
  {
    title: "Preparing for a Therapy Team Evaluation",
    content:
      "A step-by-step guide to what therapy animal evaluations often include: greeting a stranger, walking through a crowd, reactions to dropped items and medical equipment, and leaving food or toys alone. Includes practice ideas, a packing list for the day, and reassurance for nervous handlers.",
    category: "pet-therapy",
    url: "https://example.org/therapy/evaluation-prep",
  },
  {
    title: "Protecting Your Animal's Wellbeing on Visits",
    content:
      "Good therapy work puts the animal's welfare first. This guide covers keeping visits short, building in rest breaks, watching for signs of stress, managing heat and slippery floors, and how to end a visit kindly when your animal has had enough. A must-read for new and experienced handlers alike.",
    category: "pet-therapy",
    url: "https://example.org/therapy/animal-welfare-on-visits",
  },
  {
    title: "Therapy Visits With Cats, Rabbits and Other Animals",
    content:
      "Dogs aren't the only therapy animals. This guide explores visiting with cats, rabbits, guinea pigs, birds and even miniature horses. It covers which temperaments suit visiting, how to keep prey animals feeling secure, carriers and baskets, and the shorter session lengths smaller animals usually need.",
    category: "pet-therapy",
    url: "https://example.org/therapy/beyond-dogs",
  },
  {
    title: "Caring for Yourself as a Handler",
    content:
      "Therapy visits can be deeply rewarding and quietly draining. Handlers often hear hard stories and witness grief. This resource offers ideas for debriefing after visits, setting limits on frequency, rotating facilities, and noticing early signs of burnout, so you can keep doing this work for a long time.",
    category: "pet-therapy",
    url: "https://example.org/therapy/handler-self-care",
  },

  // veterinary
  {
    title: "Making Vet Visits Less Stressful",
    content:
      "Many pets, and many people, dread the vet. This guide offers practical ways to make visits calmer: carrier training for cats, happy visits where nothing happens but treats, asking for a quiet room, and bringing a familiar blanket. It also helps you prepare questions ahead of time so you don't leave feeling you forgot something important.",
    category: "veterinary",
    url: "https://example.org/vet/stress-free-visits",
  },
  {
    title: "Caring for a Senior Pet",
    content:
      "Older animals often need a little extra help. This guide covers common changes in senior dogs, cats and small pets, such as stiffness, changes in appetite and sleep, and hearing or vision loss. It offers ideas for making your home more comfortable, like ramps, non-slip rugs and softer bedding, and encourages regular check-ups with your vet.",
    category: "veterinary",
    url: "https://example.org/vet/senior-pet-care",
  },
  {
    title: "Finding an Exotic Pet Vet",
    content:
      "Rabbits, birds, reptiles and other less common pets often need a vet with specialist experience. This guide explains what to look for, questions to ask when you call a clinic, and why it's worth finding one before you have an emergency. Includes a checklist to keep on your fridge.",
    category: "veterinary",
    url: "https://example.org/vet/finding-an-exotics-vet",
  },
  {
    title: "Budgeting for Pet Care",
    content:
      "Money worries can weigh heavily when you love an animal. This resource covers planning for routine costs, building a small emergency fund, how pet insurance generally works, and what to ask your vet about payment plans. It also explains where low-cost clinics and charitable help may be available.",
    category: "veterinary",
    url: "https://example.org/vet/budgeting-for-pet-care",
  },
  {
    title: "Quality of Life: Questions to Ask Your Vet",
    content:
      "When a pet is very old or seriously ill, it can be hard to know how they're really doing. This gentle guide offers questions to discuss with your vet and simple ways to track good days and bad days at home. It's meant to support you in making thoughtful decisions with professional guidance, not to replace it.",
    category: "veterinary",
    url: "https://example.org/vet/quality-of-life-questions",
  },
  {
    title: "Recognizing When Your Pet Needs Urgent Care",
    content:
      "A simple overview of signs that generally mean you should contact a vet promptly, such as trouble breathing, collapse, a swollen belly, or not eating for longer than is normal for that species. Small animals like rabbits and guinea pigs can go downhill quickly, so this guide includes notes specific to them. When in doubt, call your vet.",
    category: "veterinary",
    url: "https://example.org/vet/when-to-call",
  },

  // grief-support
  {
    title: "Grieving a Pet: You're Not Overreacting",
    content:
      "The loss of an animal companion can hurt as much as any other loss, and it's often misunderstood by people around us. This article talks about the many forms pet grief can take, including shock, guilt, relief and deep sadness, and offers gentle ways to look after yourself in the days and weeks after.",
    category: "grief-support",
    url: "https://example.org/grief/you-are-not-overreacting",
  },
  {
    title: "Helping Children Through Pet Loss",
    content:
      "Children often experience the loss of a pet as their first big grief. This guide offers age-appropriate language, explains why phrases like put to sleep can confuse young kids, and suggests ways to involve children in saying goodbye and remembering, such as drawing pictures or planting something together.",
    category: "grief-support",
    url: "https://example.org/grief/children-and-pet-loss",
  },
  {
    title: "Living With Guilt After Euthanasia",
    content:
      "Many people wrestle with guilt after choosing euthanasia, even when it was the kindest option. This compassionate article explores why guilt shows up, how it often reflects how much we loved, and ways to gently loosen its grip. It includes reflections from community members who have been there.",
    category: "grief-support",
    url: "https://example.org/grief/guilt-after-euthanasia",
  },
  {
    title: "Ideas for Remembering Your Animal",
    content:
      "From paw print keepsakes and photo books to planting a tree or donating to a shelter in their name, there are many ways to honor a companion. This gentle list of memorial ideas is here for whenever you feel ready, whether that's the first week or the first year.",
    category: "grief-support",
    url: "https://example.org/grief/memorial-ideas",
  },
  {
    title: "Supporting a Grieving Pet",
    content:
      "When one animal in a household dies, the others may seem unsettled: searching, calling, eating less or becoming clingy. This guide explains what you might notice and how to help, including keeping routines steady, offering extra play and companionship, and when to check in with your vet.",
    category: "grief-support",
    url: "https://example.org/grief/when-pets-grieve",
  },
  {
    title: "When Is It Okay to Love Another Animal?",
    content:
      "There's no right timeline for welcoming a new pet after a loss. Some people feel ready within weeks, others need years, and some choose not to. This reflective piece explores the mix of feelings that can come up, including worry about disloyalty, and reminds you that a new bond doesn't erase the old one.",
    category: "grief-support",
    url: "https://example.org/grief/loving-again",
  },

  // local-resources
  {
    title: "Finding Pet-Friendly Spaces Near You",
    content:
      "Getting out with your animal can help on hard days. This guide explains how to find dog-friendly parks, cafes, trails and shops in your area, and offers tips for scouting quieter times and spots if crowds feel overwhelming. Includes a template for keeping your own list of calm places.",
    category: "local-resources",
    url: "https://example.org/local/pet-friendly-spaces",
  },
  {
    title: "Low-Cost Vet Clinics and Assistance",
    content:
      "Many communities have low-cost vaccination days, spay and neuter programs, and charities that help with vet bills. This page explains the kinds of help that are commonly available and how to ask about them through your local shelter, humane society or community center.",
    category: "local-resources",
    url: "https://example.org/local/low-cost-vet-care",
  },
  {
    title: "Volunteering With Animals in Your Community",
    content:
      "Shelters, rescues, sanctuaries and pet food banks often need helping hands. This guide describes common volunteer roles, from dog walking and cat socializing to laundry and fundraising, and how to find an opportunity that fits your energy, schedule and comfort level.",
    category: "local-resources",
    url: "https://example.org/local/volunteering-with-animals",
  },
  {
    title: "Pet Food Banks and Emergency Help",
    content:
      "If money is tight, you're not alone, and you don't have to choose between feeding yourself and feeding your pet. Many areas have pet food banks, and some human food banks stock pet food too. This page explains how to find them and what to expect when you visit.",
    category: "local-resources",
    url: "https://example.org/local/pet-food-banks",
  },
  {
    title: "Starting a Local Pet Wellness Meetup",
    content:
      "Want to bring people and pets together where you live? This step-by-step guide covers picking a welcoming venue, setting simple ground rules, keeping animals safe and comfortable, and creating a space where people can come along without pressure to talk. Includes a sample first-meeting plan.",
    category: "local-resources",
    url: "https://example.org/local/start-a-meetup",
  },
  {
    title: "Pet Care Plans for Emergencies and Hospital Stays",
    content:
      "If you needed to go into hospital or were suddenly unable to care for your pet, who would step in? This practical guide helps you create a simple care plan: emergency contacts, feeding notes, vet details and a spare key arrangement. Having it written down can bring real peace of mind.",
    category: "local-resources",
    url: "https://example.org/local/emergency-pet-care-plan",
  },
];
