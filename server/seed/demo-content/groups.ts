export type DemoGroupType = "therapy" | "support" | "training" | "social" | "volunteer" | "professional";

export interface DemoGroup {
  name: string;
  description: string;
  location: string;
  type: DemoGroupType;
  schedule: string;
  contactInfo: string;
}

export const demoGroups: DemoGroup[] = [
  // therapy
  {
    name: "Riverside Paws & Calm Circle",
    description:
      "A gentle, facilitator-led circle where registered therapy dogs join small groups for conversation and quiet time. Sessions open with a short breathing exercise, then there's time to sit with the dogs, share if you want to, or simply listen. No pressure to talk. Tea and biscuits provided, for humans and dogs alike.",
    location: "Eugene, OR",
    type: "therapy",
    schedule: "Tuesdays 6:30–8pm",
    contactInfo: "calmcircle@example.org",
  },
  {
    name: "Hoofbeats Healing Barn",
    description:
      "Equine-assisted sessions on a small family farm, with a licensed counselor and an experienced horse handler present at every session. The work is mostly on the ground: grooming, leading and simply being around the horses. No riding experience needed. Veterans and first responders especially welcome.",
    location: "Boulder, CO",
    type: "therapy",
    schedule: "Saturdays 9–11am",
    contactInfo: "(555) 013-2291",
  },
  {
    name: "Quiet Corner Cat Room",
    description:
      "A calm, low-light room at the Bellingham community center where a handful of therapy cats lounge while you read, knit or rest. Designed for people who find busy spaces overwhelming. Spots are limited to eight people per session to keep it peaceful. Please check in before you come if you have allergies.",
    location: "Bellingham, WA",
    type: "therapy",
    schedule: "Thursdays 4–6pm",
    contactInfo: "catroom.larkhill@example.org",
  },
  {
    name: "Little Visitors Small Animal Sessions",
    description:
      "Rabbits, guinea pigs and a very patient tortoise visit our library meeting room for short, structured sessions. Great for older adults, kids with a parent, and anyone who prefers smaller, quieter animals. Our volunteers guide every interaction and make sure the animals get regular rest breaks.",
    location: "Duluth, MN",
    type: "therapy",
    schedule: "Second and fourth Sundays 1–2:30pm",
    contactInfo: "(555) 014-7730",
  },

  // support
  {
    name: "Empty Collar Pet Loss Circle",
    description:
      "A peer support group for anyone grieving an animal companion, whether the loss was last week or years ago. We light a candle for each pet, share memories and photos if you'd like, and sit with the hard parts together. Every kind of animal and every kind of grief is welcome here.",
    location: "Burlington, VT",
    type: "support",
    schedule: "First Monday of the month 7–8:30pm",
    contactInfo: "emptycollar@example.org",
  },
  {
    name: "Steady Paws Anxiety Support",
    description:
      "A relaxed, peer-led meetup for people living with anxiety who find comfort in their pets. We talk about what's been hard, what's been helping, and share practical ideas like calm walking routes and quiet cafe spots. Well-behaved dogs on leash are welcome to come along.",
    location: "Lancaster, PA",
    type: "support",
    schedule: "Wednesdays 6–7:30pm",
    contactInfo: "steadypaws@example.org",
  },
  {
    name: "Service Dog Handlers' Roundtable",
    description:
      "A confidential peer group for people who partner with psychiatric service dogs, including those with PTSD. We share the everyday stuff: public access hiccups, explaining things to family, handler fatigue and celebrating wins. Dogs in training are welcome. Facilitated by two experienced handlers.",
    location: "Olympia, WA",
    type: "support",
    schedule: "Every other Thursday 7–8:30pm",
    contactInfo: "(555) 016-4402",
  },
  {
    name: "Caregivers & Critters",
    description:
      "For people caring for an aging or ill pet, or caring for a person while also looking after animals at home. We trade tips on managing medications and vet visits and talk honestly about exhaustion. A gentle space to remember that you matter too.",
    location: "Dayton, OH",
    type: "support",
    schedule: "Saturdays 10–11:30am",
    contactInfo: "caregivers.critters@example.org",
  },

  // training
  {
    name: "Future Therapy Teams Prep Class",
    description:
      "A six-week class for dogs and handlers preparing for a therapy animal evaluation. We practice polite greetings, walking through crowds, dropped-item and loud-noise exercises, and reading your dog's stress signals. Positive reinforcement only. Dogs must be at least one year old and comfortable around strangers.",
    location: "Evanston, IL",
    type: "training",
    schedule: "Mondays 7–8pm",
    contactInfo: "futureteams@example.org",
  },
  {
    name: "Calm Canine Confidence Lab",
    description:
      "A small-group class for nervous or reactive dogs and their equally nervous humans. We work at a distance that feels safe, build confidence with games and pattern work, and celebrate tiny steps. Handlers are encouraged to bring their own coping tools too: this class is as much about you as your dog.",
    location: "Asheville, NC",
    type: "training",
    schedule: "Sundays 9–10am",
    contactInfo: "(555) 017-9015",
  },
  {
    name: "Therapy Cat Harness Club",
    description:
      "Interested in visiting with your cat? We meet in a quiet room to practice harness walking, carrier comfort, car trips and calm handling by strangers. An experienced therapy cat handler leads each session. Cats come first: if your cat isn't enjoying it, we'll help you find a different path.",
    location: "Bend, OR",
    type: "training",
    schedule: "Third Saturday of the month 2–4pm",
    contactInfo: "harnessclub@example.org",
  },
  {
    name: "Service Dog Foundations Workshop",
    description:
      "A practical, trainer-led workshop series for people owner-training a service dog. Topics include public access manners, task foundations, settling under tables, and handler stress management. Bring your questions and your dog's favorite treats. Sliding-scale fees so cost isn't a barrier.",
    location: "Toledo, OH",
    type: "training",
    schedule: "Tuesdays 6–7:30pm",
    contactInfo: "(555) 018-3347",
  },

  // social
  {
    name: "Slow Sunday Dog Walkers",
    description:
      "A friendly, no-rush walk along the Eugene river path. We go at the pace of the slowest dog and stop often for sniffing. Perfect if you want company without pressure to chat, or if you're easing back into being around people. Coffee afterward for anyone who'd like to stay.",
    location: "Eugene, OR",
    type: "social",
    schedule: "Sundays 8:30–9:30am",
    contactInfo: "slowsunday@example.org",
  },
  {
    name: "Scales & Tails Reptile Meetup",
    description:
      "A casual meetup for reptile keepers and the reptile-curious. We share husbandry tips, swap enclosure ideas, and occasionally bring along our calmest animals for show and tell. A welcoming group for anyone who's ever felt their scaly friend gets overlooked.",
    location: "Asheville, NC",
    type: "social",
    schedule: "Last Friday of the month 7–9pm",
    contactInfo: "scalesandtails@example.org",
  },
  {
    name: "Feathered Friends Coffee Morning",
    description:
      "Bird lovers gather at a bird-friendly cafe with a back room where well-socialized parrots, cockatiels and budgies are welcome in travel cages. We chat about enrichment, noisy mornings and the joys of being bossed around by a bird. Non-bird owners welcome too.",
    location: "Salem, MA",
    type: "social",
    schedule: "First Saturday of the month 10am–noon",
    contactInfo: "(555) 019-6620",
  },
  {
    name: "Bunny & Piggy Playdates",
    description:
      "An indoor meetup for rabbit and guinea pig families. We set up safe, separate pens for bonded pairs to explore while humans swap care tips and stories. Great for newcomers wanting advice and for anyone who'd love an hour of watching tiny animals do zoomies.",
    location: "Dayton, OH",
    type: "social",
    schedule: "Second Saturday of the month 11am–1pm",
    contactInfo: "bunnypiggy@example.org",
  },

  // volunteer
  {
    name: "Lancaster Shelter Cuddle Crew",
    description:
      "Help shy and stressed shelter cats learn that people can be kind. Volunteers sit quietly in cat rooms, read aloud, play gently and help with socialization. Training is provided at your first session. Many of our volunteers say it's the calmest part of their week.",
    location: "Lancaster, PA",
    type: "volunteer",
    schedule: "Sundays 1–3pm",
    contactInfo: "cuddlecrew@example.org",
  },
  {
    name: "Senior Pet Companions",
    description:
      "We visit older people in their homes to help with their pets: short walks, litter changes, bird cage cleaning and company. It keeps pets in the homes where they're loved and gives everyone a friendly visit. Flexible schedules; a short orientation and background check required.",
    location: "Burlington, VT",
    type: "volunteer",
    schedule: "Flexible, weekday mornings",
    contactInfo: "(555) 015-2278",
  },
  {
    name: "Meadowlark Farm Sanctuary Helpers",
    description:
      "Spend a morning outdoors at a small sanctuary for retired farm animals, horses and a flock of very opinionated geese. Tasks include mucking out, filling water troughs, brushing the donkeys and helping with visitor days. No experience needed, just sturdy shoes and a willingness to get muddy.",
    location: "Boulder, CO",
    type: "volunteer",
    schedule: "Saturdays 8am–noon",
    contactInfo: "meadowlark.helpers@example.org",
  },
  {
    name: "Foster Network of Olympia",
    description:
      "Open your home to a dog, cat or small animal waiting for adoption. We provide supplies, vet care and a friendly foster coordinator who checks in weekly. Short-term and emergency fostering options available. Monthly meetups help fosters share advice and support one another.",
    location: "Olympia, WA",
    type: "volunteer",
    schedule: "Monthly meetup, first Wednesday 7–8pm",
    contactInfo: "fosters.cedarhollow@example.org",
  },

  // professional
  {
    name: "Animal-Assisted Practice Network",
    description:
      "A peer consultation group for counselors, social workers and occupational therapists who include animals in their practice or are considering it. We discuss ethics, animal welfare, documentation and case consultation, with identifying details removed. Guest speakers each quarter.",
    location: "Evanston, IL",
    type: "professional",
    schedule: "Second Tuesday of the month 12–1:30pm",
    contactInfo: "aapnetwork@example.org",
  },
  {
    name: "Veterinary Wellbeing Circle",
    description:
      "A supportive space for veterinarians, vet nurses, technicians and shelter staff to talk about compassion fatigue, difficult days and the emotional weight of caring for animals. Facilitated by a counselor with veterinary experience. Confidential and informal.",
    location: "Bend, OR",
    type: "professional",
    schedule: "Last Thursday of the month 7:30–9pm",
    contactInfo: "(555) 012-8846",
  },
  {
    name: "Therapy Animal Program Coordinators",
    description:
      "For staff who run therapy animal programs in hospitals, schools, libraries and care facilities. Share policies, visitor guidelines, scheduling ideas and lessons learned. Great for anyone starting a new program from scratch and looking for practical templates.",
    location: "Toledo, OH",
    type: "professional",
    schedule: "Quarterly, first Friday 10am–noon",
    contactInfo: "coordinators@example.org",
  },
  {
    name: "Grief Companions Training Collective",
    description:
      "A learning group for chaplains, hospice staff and grief volunteers who want to better support people through pet loss. We look at how animal grief differs, how to acknowledge it well, and how to care for ourselves in this work. Includes reading and role-play practice.",
    location: "Salem, MA",
    type: "professional",
    schedule: "Wednesdays 5:30–7pm, six-week cohorts",
    contactInfo: "(555) 011-5093",
  },
];
