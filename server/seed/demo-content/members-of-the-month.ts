export interface DemoMemberOfTheMonth {
  memberName: string;
  petName: string;
  petType: string;
  story: string;
  monthsAgo: number;
}

export const demoMembersOfTheMonth: DemoMemberOfTheMonth[] = [
  {
    memberName: "maya_and_biscuit",
    petName: "Biscuit",
    petType: "dog",
    story:
      "Maya joined PawsWell when she was barely leaving the house, with a shy foster dog hiding behind her couch. Over three years, she and Biscuit worked up from walking four houses down the street to passing their therapy dog evaluation. Now they visit a rehab center every Tuesday, and Maya is one of the first to welcome newcomers in our anxiety forum. Her replies are always warm, practical and full of Biscuit's latest antics. Thank you, Maya, for showing so many people that small steps add up.",
    monthsAgo: 0,
  },
  {
    memberName: "clementine_and_kate",
    petName: "Clementine",
    petType: "horse",
    story:
      "Kate shared the story of her thirty-year partnership with Clementine, a chestnut mare, in the weeks after saying goodbye. Her gentle, honest writing about grief touched hundreds of readers, and she has since become a steady presence in our pet loss forum, sitting with people in the hardest early days. Kate also helps out at a sanctuary near Ridgeway, where she says the horses still teach her something every weekend.",
    monthsAgo: 1,
  },
  {
    memberName: "bramble_and_fig",
    petName: "Bramble and Fig",
    petType: "guinea pig",
    story:
      "If you've ever asked a question about small animals on PawsWell, chances are bramble_and_fig answered it. This member's patient, detailed advice on guinea pig care has helped dozens of new owners, and their posts about building routines with ADHD have inspired many. This month they also organized our first Bunny & Piggy Playdates meetup in Brookvale. Bramble and Fig attended and, we're told, wheeked with approval.",
    monthsAgo: 2,
  },
  {
    memberName: "scout_stays",
    petName: "Scout",
    petType: "dog",
    story:
      "A veteran and service dog handler, scout_stays has been a thoughtful voice in our PTSD forum, sharing what life with a psychiatric service dog is really like: the wins, the setbacks and the awkward conversations with family. He helped us write our guide to supporting service dog handlers and co-facilitates the Service Dog Handlers' Roundtable in Cedar Hollow. Scout, now graying at the chin, remains very good at his job.",
    monthsAgo: 3,
  },
  {
    memberName: "admiral_betta",
    petName: "Admiral",
    petType: "fish",
    story:
      "admiral_betta's post about watching the fish tank on anxious nights struck a chord with so many members that it sparked a whole thread of quiet rituals. Since then, they've gently guided newcomers through setting up their first aquariums, always with patience and a strong emphasis on good care. Admiral, a red betta with a very important patrol schedule, is reportedly unimpressed by the fame.",
    monthsAgo: 4,
  },
  {
    memberName: "daisy_and_doris",
    petName: "Daisy",
    petType: "dog",
    story:
      "At seventy-eight, Doris adopted an eleven-year-old beagle through her local senior-to-senior program, and the two of them have been charming our community ever since. Doris writes about slow strolls, new neighborhood friendships and evening naps on the couch. She's proof that it's never too late for a new companion, and her encouraging comments brighten the forums every week.",
    monthsAgo: 5,
  },
];
