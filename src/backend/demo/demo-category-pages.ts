// The demo content of the six category pages. Prices are ids of price-list items (demo-prices.ts): the page
// shows the price list's own text, so a price is changed in one place.
import { CATEGORY_SLUGS, type CategoryPage, type CategorySlug } from '../../../schemas/collections/category-page';

const IMAGES: Record<CategorySlug, string> = {
  'vitamins': '/demo/iv-therapy.svg',
  'injectables': '/demo/injectables.svg',
  'facial-rejuvenation': '/demo/microneedling.svg',
  'laser': '/demo/laser.svg',
  'scalp-care': '/demo/scalp.svg',
  'skincare': '/demo/facial.svg',
};

const pages: Record<CategorySlug, Omit<CategoryPage, 'slug' | 'order' | 'image'>> = {
  vitamins: {
    title: 'Vitamin Therapy',
    intro: 'Replenish from the inside out with vitamin injections and IV infusions, delivered by our nursing team in a calm, private lounge.',
    treatments: [
      {
        id: 'b12-injection',
        title: 'Vitamin B12 Injection',
        description: 'A quick intramuscular boost of B12 to support natural energy, mood and metabolism.',
        image: '/demo/weight-loss.svg',
        benefits: ['Supports natural energy levels', 'Helps maintain a healthy metabolism', 'Supports mood and focus', 'Takes just a few minutes'],
        details: 'Intramuscular injection of methylcobalamin',
        price: 'b12',
        longDescription:
          'Vitamin B12 is essential for red blood cell production, nerve health and the conversion of food into energy. ' +
          'An injection bypasses the digestive system for full absorption, which makes it a favorite for busy schedules, plant-based diets and anyone who feels run down.',
        duration: '5 minutes',
        aftercare: 'Resume your day immediately. Mild tenderness at the injection site fades within a day.',
        recommendations: 'Weekly or every other week, as advised after a brief health screening.',
      },
      {
        id: 'iv-therapy',
        title: 'IV Vitamin Therapy',
        description: 'Custom infusions of fluids, vitamins and antioxidants for hydration, immunity, beauty and energy.',
        image: '/demo/iv-therapy.svg',
        benefits: ['Rapid, deep hydration', 'Supports immunity and recovery', 'Glutathione and vitamin C for a luminous complexion', 'Relaxing private suite'],
        details: 'Intravenous infusion tailored to your goals',
        price: 'iv-drips',
        longDescription:
          'Relax in a plush recliner while a blend chosen for you is delivered directly into the bloodstream for optimal absorption. ' +
          'Choose from hydration, immunity, beauty and energy drips, or add a B12, glutathione or NAD+ boost. Each infusion begins with a health screening by our nurses.',
        duration: '45 to 60 minutes',
        aftercare: 'Drink water through the day and keep the bandage on for an hour.',
        recommendations: 'Monthly for maintenance, or before and after travel, events and intense training.',
      },
    ],
  },
  injectables: {
    title: 'Injectables',
    intro: 'Conservative, artful injections by experienced nurse injectors: smoother lines and restored volume that still look like you.',
    treatments: [
      {
        id: 'botox',
        title: 'Botox & Neurotoxins',
        description: 'Soften frown lines, forehead lines and crow’s feet for a refreshed, rested look.',
        image: '/demo/injectables.svg',
        benefits: ['Smooths expression lines', 'Natural movement', 'Prevents lines from deepening', 'Quick appointment'],
        downtime: 'Minimal: avoid lying down and strenuous exercise for 4 hours',
        details: 'Botox, Dysport or Xeomin, dosed to your features',
        price: 'neurotoxins',
        longDescription:
          'Neurotoxins relax the small muscles that crease the skin when you frown, squint or raise your brows. ' +
          'We map every injection to your anatomy for results that look rested, never frozen. Results appear over one to two weeks and last three to four months.',
        duration: '20 minutes',
        aftercare: 'Stay upright for 4 hours, skip workouts for the day and do not massage the treated area.',
        recommendations: 'Every three to four months; a two-week follow-up is included for your first visit.',
      },
      {
        id: 'dermal-fillers',
        title: 'Dermal Fillers',
        description: 'Restore volume and refine the contours of the lips, cheeks, chin and jawline.',
        image: '/demo/fillers.svg',
        benefits: ['Fuller, defined lips', 'Lifted cheeks and a sculpted jawline', 'Softened smile lines', 'Immediate results'],
        downtime: 'Possible mild swelling or bruising for 2 to 5 days',
        details: 'Premium hyaluronic acid fillers',
        price: 'lip-filler',
        longDescription:
          'Hyaluronic acid fillers replace lost volume and bring balance to your profile. ' +
          'Whether you want a subtle lip enhancement, lifted cheeks or a more defined jawline, we sculpt with a light hand after a mirror consultation.',
        duration: '30 to 45 minutes',
        aftercare: 'Use a cold compress for swelling, avoid alcohol and strenuous exercise for 24 hours, and sleep on your back the first night.',
        recommendations: 'Results last 6 to 18 months depending on the area; touch-ups as needed.',
      },
    ],
  },
  'facial-rejuvenation': {
    title: 'Facial Rejuvenation',
    intro: 'Treatments that renew texture, tone and radiance, planned around your skin and your calendar.',
    treatments: [
      {
        id: 'microneedling',
        title: 'Microneedling',
        description: 'Collagen induction therapy for smoother texture, refined pores and softened scars.',
        image: '/demo/microneedling.svg',
        benefits: ['Refines texture and pores', 'Softens fine lines and acne scars', 'Boosts firmness over time', 'Suitable for most skin types'],
        downtime: '1 to 3 days of mild redness',
        details: 'Controlled micro-channels with a targeted serum or PRP',
        price: 'microneedling',
        longDescription:
          'Microneedling creates thousands of controlled micro-channels that prompt your skin to build fresh collagen and elastin. ' +
          'Paired with a targeted serum or PRP, it refines pores, softens fine lines and evens the look of scars over a series of sessions.',
        duration: '60 minutes',
        aftercare: 'Skip makeup for 24 hours, use gentle cleanser and SPF, and avoid active ingredients for 3 days.',
        recommendations: 'A series of three sessions spaced four to six weeks apart.',
      },
      {
        id: 'chemical-peels',
        title: 'Chemical Peels',
        description: 'Medical-grade peels that reveal fresher, brighter, more even-toned skin.',
        image: '/demo/peel.svg',
        benefits: ['Fades sun spots and discoloration', 'Smoother, more even tone', 'Clears congestion', 'For the face and body'],
        downtime: '3 to 7 days of light flaking, depending on depth',
        details: 'Blend and strength tailored to your skin',
        price: 'face-peel',
        longDescription:
          'Our peels gently lift away dull surface cells to reveal the smoother, brighter skin beneath. ' +
          'We tailor the blend to your goals, from uneven tone to congestion and fine lines.',
        duration: '30 to 45 minutes',
        aftercare: 'Let skin shed naturally, moisturize often and wear SPF 30 or higher daily.',
        recommendations: 'A series of three to six peels, every four weeks.',
      },
    ],
  },
  laser: {
    title: 'Laser Hair Removal',
    intro: 'Lasting smoothness with advanced, comfortable laser technology for women and men. Buy 4 sessions and get the 5th free.',
    treatments: [
      {
        id: 'full-body-laser',
        title: 'Full Body Laser Hair Removal',
        description: 'Every area in one visit for silky, smooth skin from head to toe.',
        image: '/demo/laser.svg',
        benefits: ['Long-lasting hair reduction', 'No more razor bumps', 'Fewer ingrown hairs', 'Built-in cooling for comfort'],
        downtime: 'Minimal: slight redness for a few hours',
        details: 'Full body treatment with integrated skin cooling',
        price: 'laser-full-body',
        longDescription:
          'Precise laser energy disables hair follicles while the built-in cooling protects your skin. ' +
          'A full body session covers every area in one appointment, and most clients see lasting reduction over a series.',
        duration: '90 to 120 minutes',
        aftercare: 'Avoid sun exposure, hot tubs and exfoliation for 48 hours; wear SPF on exposed areas.',
        recommendations: 'Six to eight sessions, four to eight weeks apart.',
      },
      {
        id: 'face-and-neck-laser',
        title: 'Face and Neck',
        description: 'Smooth the upper lip, chin, jawline and neck without shaving or waxing.',
        image: '/demo/laser.svg',
        benefits: ['Precise treatment of fine areas', 'Fast sessions', 'Less irritation than waxing', 'Treats women and men'],
        downtime: 'Minimal: slight redness for a few hours',
        details: 'Targeted laser treatment of the face and neck',
        price: 'laser-face',
        longDescription:
          'Facial hair responds beautifully to laser treatment. We treat the upper lip, chin, jawline and neck with settings matched to your skin and hair.',
        duration: '20 minutes',
        aftercare: 'Skip makeup and active skincare for 24 hours and wear SPF daily.',
        recommendations: 'Six to eight sessions, four to six weeks apart.',
      },
    ],
  },
  'scalp-care': {
    title: 'Scalp Care',
    intro: 'Healthy hair begins at the scalp: restorative treatments for thinning hair, always starting with a personal consultation.',
    treatments: [
      {
        id: 'prp-hair',
        title: 'PRP Hair Restoration',
        description: 'Platelet-rich plasma from your own blood to nourish follicles and encourage fuller-looking hair.',
        image: '/demo/scalp.svg',
        benefits: ['Supports natural hair growth', 'Thicker-looking hair over time', 'Uses your own platelets', 'No surgery'],
        downtime: '1 to 2 days of scalp tenderness',
        details: 'PRP injections to the scalp',
        price: 'prp-hair',
        longDescription:
          'We draw a small amount of your blood, concentrate its growth-factor-rich platelets and place them where the hair is thinning. ' +
          'The treatment is well suited to early thinning in women and men.',
        duration: '60 minutes',
        aftercare: 'Wait 24 hours before washing your hair and avoid hair dye and heat styling for 3 days.',
        recommendations: 'Three sessions a month apart, then maintenance every four to six months.',
      },
      {
        id: 'scalp-micropigmentation',
        title: 'Scalp Micropigmentation',
        description: 'Fine pigment deposits that recreate the look of fuller hair or a crisp, shaved hairline.',
        image: '/demo/scalp.svg',
        benefits: ['Immediate, natural-looking density', 'Camouflages scars and thinning', 'Low maintenance', 'Long-lasting'],
        downtime: '2 to 3 days of mild redness',
        details: 'Cosmetic pigment placed in the scalp over two to three sessions',
        price: 'scalp-micropigmentation',
        longDescription:
          'Thousands of tiny, precise pigment impressions mimic hair follicles to add the appearance of density or define a hairline. ' +
          'Your artist matches the tone to your hair and skin.',
        duration: '2 to 4 hours per session',
        aftercare: 'Keep the scalp dry for 4 days, avoid sweating and sun, then moisturize daily.',
        recommendations: 'Two to three sessions about a week apart; a touch-up every few years.',
      },
    ],
  },
  skincare: {
    title: 'Medical-Grade Skincare',
    intro: 'Professional products chosen by our aestheticians to protect and extend your in-clinic results at home.',
    treatments: [
      {
        id: 'hydrating-serum',
        title: 'Hyaluronic Hydrating Serum',
        description: 'A weightless serum that draws moisture into the skin for a plump, dewy finish.',
        image: '/demo/facial.svg',
        benefits: ['Deep, lasting hydration', 'Smooths the look of fine lines', 'Layers under makeup', 'For all skin types'],
        details: 'Multi-weight hyaluronic acid with panthenol',
        price: 'hydrating-serum',
        longDescription: 'Several sizes of hyaluronic acid hydrate at different depths, while panthenol calms and strengthens the skin barrier.',
        duration: 'Morning and evening',
        aftercare: 'Apply to damp skin, then follow with moisturizer and SPF in the morning.',
        recommendations: 'Pairs well after microneedling and peels once the skin has healed.',
      },
      {
        id: 'renewal-cream',
        title: 'Barrier Renewal Cream',
        description: 'A rich, soothing moisturizer that restores comfort to dry or treated skin.',
        image: '/demo/peel.svg',
        benefits: ['Repairs the moisture barrier', 'Soothes redness', 'Fragrance-free', 'Comforting after treatments'],
        details: 'Ceramides, squalane and niacinamide',
        price: 'renewal-cream',
        longDescription: 'Ceramides and squalane replenish the skin’s natural lipids while niacinamide calms and evens tone.',
        duration: 'Evening, or twice daily for dry skin',
        aftercare: 'Apply as the last step of your evening routine.',
        recommendations: 'Ideal in the week after a peel, microneedling or laser treatment.',
      },
      {
        id: 'vitamin-c',
        title: 'Vitamin C Brightening Serum',
        description: 'An antioxidant serum that brightens and defends against daily environmental stress.',
        image: '/demo/microneedling.svg',
        benefits: ['Brighter, more even tone', 'Antioxidant protection', 'Supports collagen', 'Boosts your SPF'],
        details: '15% L-ascorbic acid with vitamin E and ferulic acid',
        price: 'vitamin-c-serum',
        longDescription: 'A stable, potent vitamin C formula that fades the look of dark spots and protects against free radicals.',
        duration: 'Every morning',
        aftercare: 'Follow with moisturizer and SPF 30 or higher.',
        recommendations: 'Use daily for at least eight weeks to see its full brightening effect.',
      },
    ],
  },
};

export const demoCategoryPages: Array<CategoryPage & { id: string }> = CATEGORY_SLUGS.map((slug, order) => ({
  id: slug,
  slug,
  order,
  image: IMAGES[slug],
  ...pages[slug],
}));
