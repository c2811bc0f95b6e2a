// The demo spa's catalogue: its six categories, each with its page, and every treatment written once. Each
// treatment names its category (or none: it is shown only where a section picks it) and its prices by the ids of
// price-list items (demo-prices.ts), so a price is changed in one place.
import type { Category } from '../../../schemas/collections/category';
import type { Treatment } from '../../../schemas/collections/treatment';

type WithId<T> = T & { id: string };

export const demoCategories: Array<WithId<Category>> = [
  {
    id: "injectables",
    name: "Injectables",
    slug: "injectables",
    title: "Injectables",
    intro: "Conservative, artful injections by experienced nurse injectors: smoother lines and restored volume that still look like you.",
    image: "/demo/injectables.svg",
    isVisible: true,
    order: 0
  },
  {
    id: "vitamins",
    name: "Vitamin Therapy",
    slug: "vitamins",
    title: "Vitamin Therapy",
    intro: "Replenish from the inside out with vitamin injections and IV infusions, delivered by our nursing team in a calm, private lounge.",
    image: "/demo/iv-therapy.svg",
    isVisible: true,
    order: 1
  },
  {
    id: "facial-rejuvenation",
    name: "Facial Rejuvenation",
    slug: "facial-rejuvenation",
    title: "Facial Rejuvenation",
    intro: "Treatments that renew texture, tone and radiance, planned around your skin and your calendar.",
    image: "/demo/microneedling.svg",
    isVisible: true,
    order: 2
  },
  {
    id: "laser",
    name: "Laser Hair Removal",
    slug: "laser",
    title: "Laser Hair Removal",
    intro: "Lasting smoothness with advanced, comfortable laser technology for women and men. Buy 4 sessions and get the 5th free.",
    image: "/demo/laser.svg",
    isVisible: true,
    order: 3
  },
  {
    id: "scalp-care",
    name: "Scalp Care",
    slug: "scalp-care",
    title: "Scalp Care",
    intro: "Healthy hair begins at the scalp: restorative treatments for thinning hair, always starting with a personal consultation.",
    image: "/demo/scalp.svg",
    isVisible: true,
    order: 4
  },
  {
    id: "skincare",
    name: "Skincare",
    slug: "skincare",
    title: "Medical-Grade Skincare",
    intro: "Professional products chosen by our aestheticians to protect and extend your in-clinic results at home.",
    image: "/demo/facial.svg",
    isVisible: true,
    order: 5
  }
];

export const demoTreatments: Array<WithId<Treatment>> = [
  {
    id: "botox",
    title: "Botox & Neurotoxins",
    description: "Soften frown lines, forehead lines and crow’s feet for a refreshed, rested look.",
    image: "/demo/injectables.svg",
    benefits: [
      "Smooths expression lines",
      "Natural movement",
      "Prevents lines from deepening",
      "Quick appointment"
    ],
    downtime: "Minimal: avoid lying down and strenuous exercise for 4 hours",
    details: "Botox, Dysport or Xeomin, dosed to your features",
    longDescription: "Neurotoxins relax the small muscles that crease the skin when you frown, squint or raise your brows. We map every injection to your anatomy for results that look rested, never frozen. Results appear over one to two weeks and last three to four months.",
    duration: "20 minutes",
    aftercare: "Stay upright for 4 hours, skip workouts for the day and do not massage the treated area.",
    recommendations: "Every three to four months; a two-week follow-up is included for your first visit.",
    category: "injectables",
    prices: [
      "neurotoxins"
    ],
    slug: "botox",
    featured: false,
    order: 0
  },
  {
    id: "dermal-fillers",
    title: "Dermal Fillers",
    description: "Restore volume and refine the contours of the lips, cheeks, chin and jawline.",
    image: "/demo/fillers.svg",
    benefits: [
      "Fuller, defined lips",
      "Lifted cheeks and a sculpted jawline",
      "Softened smile lines",
      "Immediate results"
    ],
    downtime: "Possible mild swelling or bruising for 2 to 5 days",
    details: "Premium hyaluronic acid fillers",
    longDescription: "Hyaluronic acid fillers replace lost volume and bring balance to your profile. Whether you want a subtle lip enhancement, lifted cheeks or a more defined jawline, we sculpt with a light hand after a mirror consultation.",
    duration: "30 to 45 minutes",
    aftercare: "Use a cold compress for swelling, avoid alcohol and strenuous exercise for 24 hours, and sleep on your back the first night.",
    recommendations: "Results last 6 to 18 months depending on the area; touch-ups as needed.",
    category: "injectables",
    prices: [
      "lip-filler"
    ],
    slug: "dermal-fillers",
    featured: false,
    order: 1
  },
  {
    id: "b12-injection",
    title: "Vitamin B12 Injection",
    description: "A quick intramuscular boost of B12 to support natural energy, mood and metabolism.",
    image: "/demo/weight-loss.svg",
    benefits: [
      "Supports natural energy levels",
      "Helps maintain a healthy metabolism",
      "Supports mood and focus",
      "Takes just a few minutes"
    ],
    details: "Intramuscular injection of methylcobalamin",
    longDescription: "Vitamin B12 is essential for red blood cell production, nerve health and the conversion of food into energy. An injection bypasses the digestive system for full absorption, which makes it a favorite for busy schedules, plant-based diets and anyone who feels run down.",
    duration: "5 minutes",
    aftercare: "Resume your day immediately. Mild tenderness at the injection site fades within a day.",
    recommendations: "Weekly or every other week, as advised after a brief health screening.",
    category: "vitamins",
    prices: [
      "b12"
    ],
    slug: "b12-injection",
    featured: false,
    order: 2
  },
  {
    id: "iv-therapy",
    title: "IV Vitamin Therapy",
    description: "Custom infusions of fluids, vitamins and antioxidants for hydration, immunity, beauty and energy.",
    image: "/demo/iv-therapy.svg",
    benefits: [
      "Rapid, deep hydration",
      "Supports immunity and recovery",
      "Glutathione and vitamin C for a luminous complexion",
      "Relaxing private suite"
    ],
    details: "Intravenous infusion tailored to your goals",
    longDescription: "Relax in a plush recliner while a blend chosen for you is delivered directly into the bloodstream for optimal absorption. Choose from hydration, immunity, beauty and energy drips, or add a B12, glutathione or NAD+ boost. Each infusion begins with a health screening by our nurses.",
    duration: "45 to 60 minutes",
    aftercare: "Drink water through the day and keep the bandage on for an hour.",
    recommendations: "Monthly for maintenance, or before and after travel, events and intense training.",
    category: "vitamins",
    prices: [
      "iv-drips"
    ],
    slug: "iv-therapy",
    featured: false,
    order: 3
  },
  {
    id: "microneedling",
    title: "Microneedling",
    description: "Collagen induction therapy for smoother texture, refined pores and softened scars.",
    image: "/demo/microneedling.svg",
    benefits: [
      "Refines texture and pores",
      "Softens fine lines and acne scars",
      "Boosts firmness over time",
      "Suitable for most skin types"
    ],
    downtime: "1 to 3 days of mild redness",
    details: "Controlled micro-channels with a targeted serum or PRP",
    longDescription: "Microneedling creates thousands of controlled micro-channels that prompt your skin to build fresh collagen and elastin. Paired with a targeted serum or PRP, it refines pores, softens fine lines and evens the look of scars over a series of sessions.",
    duration: "60 minutes",
    aftercare: "Skip makeup for 24 hours, use gentle cleanser and SPF, and avoid active ingredients for 3 days.",
    recommendations: "A series of three sessions spaced four to six weeks apart.",
    category: "facial-rejuvenation",
    prices: [
      "microneedling"
    ],
    slug: "microneedling",
    featured: false,
    order: 4
  },
  {
    id: "chemical-peels",
    title: "Chemical Peels",
    description: "Medical-grade peels that reveal fresher, brighter, more even-toned skin.",
    image: "/demo/peel.svg",
    benefits: [
      "Fades sun spots and discoloration",
      "Smoother, more even tone",
      "Clears congestion",
      "For the face and body"
    ],
    downtime: "3 to 7 days of light flaking, depending on depth",
    details: "Blend and strength tailored to your skin",
    longDescription: "Our peels gently lift away dull surface cells to reveal the smoother, brighter skin beneath. We tailor the blend to your goals, from uneven tone to congestion and fine lines.",
    duration: "30 to 45 minutes",
    aftercare: "Let skin shed naturally, moisturize often and wear SPF 30 or higher daily.",
    recommendations: "A series of three to six peels, every four weeks.",
    category: "facial-rejuvenation",
    prices: [
      "face-peel"
    ],
    slug: "chemical-peels",
    featured: false,
    order: 5
  },
  {
    id: "full-body-laser",
    title: "Full Body Laser Hair Removal",
    description: "Every area in one visit for silky, smooth skin from head to toe.",
    image: "/demo/laser.svg",
    benefits: [
      "Long-lasting hair reduction",
      "No more razor bumps",
      "Fewer ingrown hairs",
      "Built-in cooling for comfort"
    ],
    downtime: "Minimal: slight redness for a few hours",
    details: "Full body treatment with integrated skin cooling",
    longDescription: "Precise laser energy disables hair follicles while the built-in cooling protects your skin. A full body session covers every area in one appointment, and most clients see lasting reduction over a series.",
    duration: "90 to 120 minutes",
    aftercare: "Avoid sun exposure, hot tubs and exfoliation for 48 hours; wear SPF on exposed areas.",
    recommendations: "Six to eight sessions, four to eight weeks apart.",
    category: "laser",
    prices: [
      "laser-full-body"
    ],
    slug: "full-body-laser",
    featured: false,
    order: 6
  },
  {
    id: "face-and-neck-laser",
    title: "Face and Neck",
    description: "Smooth the upper lip, chin, jawline and neck without shaving or waxing.",
    image: "/demo/laser.svg",
    benefits: [
      "Precise treatment of fine areas",
      "Fast sessions",
      "Less irritation than waxing",
      "Treats women and men"
    ],
    downtime: "Minimal: slight redness for a few hours",
    details: "Targeted laser treatment of the face and neck",
    longDescription: "Facial hair responds beautifully to laser treatment. We treat the upper lip, chin, jawline and neck with settings matched to your skin and hair.",
    duration: "20 minutes",
    aftercare: "Skip makeup and active skincare for 24 hours and wear SPF daily.",
    recommendations: "Six to eight sessions, four to six weeks apart.",
    category: "laser",
    prices: [
      "laser-face"
    ],
    slug: "face-and-neck-laser",
    featured: false,
    order: 7
  },
  {
    id: "prp-hair",
    title: "PRP Hair Restoration",
    description: "Platelet-rich plasma from your own blood to nourish follicles and encourage fuller-looking hair.",
    image: "/demo/scalp.svg",
    benefits: [
      "Supports natural hair growth",
      "Thicker-looking hair over time",
      "Uses your own platelets",
      "No surgery"
    ],
    downtime: "1 to 2 days of scalp tenderness",
    details: "PRP injections to the scalp",
    longDescription: "We draw a small amount of your blood, concentrate its growth-factor-rich platelets and place them where the hair is thinning. The treatment is well suited to early thinning in women and men.",
    duration: "60 minutes",
    aftercare: "Wait 24 hours before washing your hair and avoid hair dye and heat styling for 3 days.",
    recommendations: "Three sessions a month apart, then maintenance every four to six months.",
    category: "scalp-care",
    prices: [
      "prp-hair"
    ],
    slug: "prp-hair",
    featured: false,
    order: 8
  },
  {
    id: "scalp-micropigmentation",
    title: "Scalp Micropigmentation",
    description: "Fine pigment deposits that recreate the look of fuller hair or a crisp, shaved hairline.",
    image: "/demo/scalp.svg",
    benefits: [
      "Immediate, natural-looking density",
      "Camouflages scars and thinning",
      "Low maintenance",
      "Long-lasting"
    ],
    downtime: "2 to 3 days of mild redness",
    details: "Cosmetic pigment placed in the scalp over two to three sessions",
    longDescription: "Thousands of tiny, precise pigment impressions mimic hair follicles to add the appearance of density or define a hairline. Your artist matches the tone to your hair and skin.",
    duration: "2 to 4 hours per session",
    aftercare: "Keep the scalp dry for 4 days, avoid sweating and sun, then moisturize daily.",
    recommendations: "Two to three sessions about a week apart; a touch-up every few years.",
    category: "scalp-care",
    prices: [
      "scalp-micropigmentation"
    ],
    slug: "scalp-micropigmentation",
    featured: false,
    order: 9
  },
  {
    id: "hydrating-serum",
    title: "Hyaluronic Hydrating Serum",
    description: "A weightless serum that draws moisture into the skin for a plump, dewy finish.",
    image: "/demo/facial.svg",
    benefits: [
      "Deep, lasting hydration",
      "Smooths the look of fine lines",
      "Layers under makeup",
      "For all skin types"
    ],
    details: "Multi-weight hyaluronic acid with panthenol",
    longDescription: "Several sizes of hyaluronic acid hydrate at different depths, while panthenol calms and strengthens the skin barrier.",
    duration: "Morning and evening",
    aftercare: "Apply to damp skin, then follow with moisturizer and SPF in the morning.",
    recommendations: "Pairs well after microneedling and peels once the skin has healed.",
    category: "skincare",
    prices: [
      "hydrating-serum"
    ],
    slug: "hydrating-serum",
    featured: false,
    order: 10
  },
  {
    id: "renewal-cream",
    title: "Barrier Renewal Cream",
    description: "A rich, soothing moisturizer that restores comfort to dry or treated skin.",
    image: "/demo/peel.svg",
    benefits: [
      "Repairs the moisture barrier",
      "Soothes redness",
      "Fragrance-free",
      "Comforting after treatments"
    ],
    details: "Ceramides, squalane and niacinamide",
    longDescription: "Ceramides and squalane replenish the skin’s natural lipids while niacinamide calms and evens tone.",
    duration: "Evening, or twice daily for dry skin",
    aftercare: "Apply as the last step of your evening routine.",
    recommendations: "Ideal in the week after a peel, microneedling or laser treatment.",
    category: "skincare",
    prices: [
      "renewal-cream"
    ],
    slug: "renewal-cream",
    featured: false,
    order: 11
  },
  {
    id: "vitamin-c",
    title: "Vitamin C Brightening Serum",
    description: "An antioxidant serum that brightens and defends against daily environmental stress.",
    image: "/demo/microneedling.svg",
    benefits: [
      "Brighter, more even tone",
      "Antioxidant protection",
      "Supports collagen",
      "Boosts your SPF"
    ],
    details: "15% L-ascorbic acid with vitamin E and ferulic acid",
    longDescription: "A stable, potent vitamin C formula that fades the look of dark spots and protects against free radicals.",
    duration: "Every morning",
    aftercare: "Follow with moisturizer and SPF 30 or higher.",
    recommendations: "Use daily for at least eight weeks to see its full brightening effect.",
    category: "skincare",
    prices: [
      "vitamin-c-serum"
    ],
    slug: "vitamin-c",
    featured: false,
    order: 12
  },
  {
    id: "microneedling-skincare",
    description: "Awaken your skin’s natural renewal for smoother texture and a lasting glow.",
    longDescription: "Microneedling creates thousands of controlled micro-channels that encourage your skin to produce fresh collagen and elastin. Paired with PRP or a targeted serum, it refines pores, softens fine lines and evens the look of acne scars over a series of sessions. We finish with a curated medical-grade home-care routine to protect your results.",
    image: "/demo/microneedling.svg",
    benefits: [
      "Refines texture and minimizes the look of pores",
      "Softens fine lines and acne scarring",
      "Boosts radiance and firmness over time",
      "Suitable for most skin types year-round"
    ],
    downtime: "1 to 3 days of mild redness, like a light sunburn",
    title: "Microneedling & Skincare",
    slug: "microneedling-skincare",
    prices: [],
    featured: false,
    order: 13
  },
  {
    id: "hydrafacial",
    description: "A deeply cleansing, hydrating facial that leaves skin instantly luminous.",
    longDescription: "The HydraFacial cleanses, exfoliates, extracts and infuses the skin with antioxidants and hyaluronic acid in one soothing treatment. Choose a 60 or 90-minute experience, or indulge in our DiamondGlow and CO2 mask facials for an extra lift. It is the perfect pre-event ritual and a beautiful monthly reset.",
    image: "/demo/facial.svg",
    benefits: [
      "Clearer, brighter skin after a single visit",
      "Gentle extractions with no irritation",
      "Intense hydration for plump, dewy skin",
      "Customizable boosters for your skin’s needs"
    ],
    title: "HydraFacial & Facials",
    slug: "hydrafacial",
    prices: [],
    featured: false,
    order: 14
  },
  {
    id: "laser-hair-removal",
    description: "Enjoy silky, smooth skin without the routine of shaving or waxing.",
    longDescription: "Our advanced laser technology targets the hair follicle with precision while cooling and protecting the surrounding skin. We treat every area for women and men, from the face and underarms to the legs, back and full body. Most clients see lasting reduction over a series of sessions, and our packages let you buy four and enjoy the fifth free.",
    image: "/demo/laser.svg",
    benefits: [
      "Long-lasting reduction of unwanted hair",
      "Fewer ingrown hairs and less irritation",
      "Fast sessions for small and large areas",
      "Safe for a wide range of skin tones"
    ],
    downtime: "Minimal: slight redness for a few hours",
    title: "Laser Hair Removal",
    slug: "laser-hair-removal",
    prices: [],
    featured: false,
    order: 15
  },
  {
    id: "scalp-care",
    description: "A restorative scalp ritual for healthier-looking, fuller hair.",
    longDescription: "Healthy hair begins at the scalp. Our scalp facials exfoliate, detoxify and nourish the scalp with a deeply relaxing massage, with a dedicated treatment for men. For thinning hair, we also offer PRP hair restoration and scalp micropigmentation, always beginning with a personal consultation.",
    image: "/demo/scalp.svg",
    benefits: [
      "Clears buildup and soothes a dry or oily scalp",
      "Encourages shinier, healthier-looking hair",
      "Deeply relaxing massage and steam",
      "Tailored options for women and men"
    ],
    downtime: "None for scalp facials; 1 to 2 days of tenderness after PRP",
    title: "Scalp Care",
    slug: "scalp-care",
    prices: [],
    featured: false,
    order: 16
  },
  {
    id: "weight-loss",
    description: "A supervised, personalized weight loss program with weekly GLP-1 support.",
    longDescription: "Our medically supervised program pairs semaglutide, tirzepatide or retatrutide with weekly check-ins, nutrition guidance and steady encouragement. Every plan starts with a consultation to confirm you are a good candidate and to set realistic, sustainable goals. We adjust your dosing thoughtfully and celebrate every milestone with you.",
    image: "/demo/weight-loss.svg",
    benefits: [
      "Personalized plan guided by licensed medical providers",
      "Weekly check-ins and dosing adjustments",
      "Practical nutrition and lifestyle coaching",
      "Discreet, supportive care from start to finish"
    ],
    title: "Medical Weight Loss",
    slug: "weight-loss",
    prices: [],
    featured: false,
    order: 17
  },
  {
    id: "wrinkle-relaxers",
    title: "Wrinkle Relaxers",
    description: "A few precise injections of Botox or Dysport soften the lines that form when you frown, squint or raise your brows. The result is a smoother, well-rested look that still lets you express yourself.",
    image: "/demo/injectables.svg",
    benefits: [
      "Smoother forehead and brow",
      "Softened crow’s feet",
      "Prevents lines from deepening",
      "Back to your day immediately"
    ],
    downtime: "Avoid lying down and strenuous exercise for 4 hours",
    slug: "wrinkle-relaxers",
    prices: [],
    featured: false,
    order: 18
  },
  {
    id: "lip-enhancement",
    title: "Lip Enhancement",
    description: "From a subtle lip flip to softly fuller lips, we enhance shape, balance and hydration with a light, artistic touch. Every treatment begins with a conversation about the look you love.",
    image: "/demo/fillers.svg",
    benefits: [
      "Defined, balanced lip shape",
      "Natural volume and hydration",
      "Softens fine lines around the mouth"
    ],
    downtime: "Mild swelling for 2 to 3 days",
    slug: "lip-enhancement",
    prices: [],
    featured: false,
    order: 19
  },
  {
    id: "diamond-glow",
    title: "DiamondGlow Facial",
    description: "This three-in-one facial exfoliates with a diamond tip, extracts impurities and infuses a serum chosen for your skin, all in one step. Skin feels impossibly smooth and looks lit from within.",
    image: "/demo/facial.svg",
    benefits: [
      "Instant radiance",
      "Deeply cleansed pores",
      "Serums absorb more effectively",
      "Makeup glides on beautifully"
    ],
    slug: "diamond-glow",
    prices: [],
    featured: false,
    order: 20
  },
  {
    id: "microneedling-prp",
    title: "Microneedling with PRP",
    description: "We combine microneedling with platelet-rich plasma drawn from your own blood to amplify your skin’s natural renewal. It is a favorite for refining texture, softening scars and restoring a youthful bounce.",
    image: "/demo/microneedling.svg",
    benefits: [
      "Refined texture and tone",
      "Softened acne scars",
      "Firmer, more resilient skin",
      "Results that build with each session"
    ],
    downtime: "2 to 3 days of redness and light dryness",
    slug: "microneedling-prp",
    prices: [],
    featured: false,
    order: 21
  },
  {
    id: "nad-infusion",
    title: "NAD+ Infusion",
    description: "A slow, restorative IV infusion of NAD+, a coenzyme found in every cell of the body. Clients love it for feeling clear-headed and revitalized, and it pairs beautifully with a hydration drip.",
    image: "/demo/iv-therapy.svg",
    benefits: [
      "Supports cellular energy",
      "Promotes mental clarity and focus",
      "A calm, restorative ritual"
    ],
    slug: "nad-infusion",
    prices: [],
    featured: false,
    order: 22
  }
];

/** What the home page's Services section shows, in this order. */
export const DEMO_SERVICES = ["botox", "dermal-fillers", "iv-therapy", "microneedling-skincare", "hydrafacial", "chemical-peels", "laser-hair-removal", "scalp-care", "weight-loss"];

/** What the home page's Treatment Benefits section shows, in this order. */
export const DEMO_TREATMENT_BENEFITS = ["wrinkle-relaxers", "lip-enhancement", "diamond-glow", "microneedling-prp", "nad-infusion", "laser-hair-removal"];
