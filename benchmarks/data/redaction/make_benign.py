"""Write `benign_support.jsonl`: ordinary customer-support messages with no personal data.

    python benchmarks/data/redaction/make_benign.py

Deterministic (fixed seed). Every message was written by hand for this project; a minority
come from short skeletons with a few hand-picked fillers, and some hand-written messages are
repeated in another surface style (lower case, shouting, no punctuation, typos), keeping
their skeleton's `template_id`, so that a split by template never puts one skeleton on both
sides. The demo tenant's evaluation questions are included as they stood when the corpus was
written. Nothing in this file is personal data: there are no people's names,
contact details, account numbers or addresses of people. Brand names that contain a
founder's name (Ralph Lauren, Dr. Martens) are brands, not people.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Final

HERE: Final = Path(__file__).resolve().parent
OUT: Final = HERE / "benign_support.jsonl"
SEED: Final = 20261201
DEV_SHARE: Final = 0.4

# Hand-written messages, by topic. Each is its own skeleton.
HAND: Final[dict[str, list[str]]] = {
    "shipping": [
        "Do you deliver to Canada?",
        "do you ship to northern ireland or is it mainland uk only",
        "How long does delivery to New Zealand normally take?",
        "Is there a surcharge for the Scottish Highlands and Islands?",
        "Can you send parcels to the Channel Islands? Jersey specifically.",
        "do u deliver to alaska and hawaii",
        "Which courier do you use for Ireland, is it DPD or An Post?",
        "My parcel is stuck in the Evri depot in Rugby since Tuesday",
        "Royal Mail says it was delivered but there's nothing here",
        "The FedEx tracking hasn't updated in four days, is that normal?",
        "UPS left a card saying they'll try again tomorrow, can I change it to a pickup point instead?",
        "Do you use DHL Express for Switzerland? Worried about customs fees",
        "Canada Post says the parcel is waiting at the post office, how long will they hold it",
        "USPS shows it went to the wrong state lol. it's in Nevada now and I'm in Oregon",
        "Can I get Saturday delivery to Dublin?",
        "Is next day delivery available to the Isle of Man",
        "What's the cut-off time for same day dispatch? 2pm or 3pm?",
        "Do you ship to APO/FPO addresses for military families?",
        "does express shipping to Germany include duties or do I pay on arrival",
        "Will my order arrive before Christmas if I order on the 20th of December?",
        "Shipping to Puerto Rico - possible or not?",
        "Can you deliver to a parcel locker near the train station?",
        "Is click and collect available at the Manchester Arndale store?",
        "Is free shipping over $50 or over $75 now? The banner says one thing and checkout another",
        "my delivery says 'exception' on the tracking page what does that mean",
        "do you deliver to PO boxes in Queensland",
        "the driver left it on the doorstep in the rain and the box is soaked",
        "Half my order came and the rest says 'awaiting stock'",
        "Can I change the delivery day after it's been dispatched?",
        "Is shipping to Mexico City tracked all the way?",
        "How much is delivery to the Faroe Islands, if you do it at all",
        "Do you ship internationally from the US warehouse or only from the UK one?",
        "Will the parcel need a signature? Nobody's home during the day",
        "My package has been 'in transit' for 12 days. Twelve.",
        "Can you hold my order until I'm back from holiday on the 14th?",
        "Is there a way to combine two orders into one shipment to save on postage?",
        "any chance of delivery to the Outer Hebrides this side of spring",
        "Do you offer carbon-neutral shipping?",
        "Which countries in South America do you ship to?",
        "Does DHL deliver on Sundays in the Netherlands?",
    ],
    "payment": [
        "Can I pay with Klarna?",
        "Do you take Afterpay on sale items?",
        "Is Apple Pay accepted on the app or only on the website?",
        "PayPal keeps timing out at checkout",
        "Does the store accept Amex? My Discover card was declined last time",
        "can i split the payment between a gift card and my credit card",
        "Do you accept SEPA direct debit for business orders?",
        "My Google Pay payment went through but the order never showed up",
        "Can I pay by bank transfer instead of card?",
        "Is Clearpay the same as Afterpay? Which one do you offer in the UK?",
        "Can I use two gift cards on one order?",
        "The gift card balance checker says zero but I never used it",
        "Do you take Venmo or Cash App?",
        "Why did my Visa get a pending charge of $1?",
        "Are prices on the Canadian site in CAD or USD?",
        "Do you accept cash on delivery in India?",
        "Will I be charged in euros or pounds if I order from Spain?",
        "Does paying with Klarna affect my credit score?",
        "Can I pay in 4 with Zip on a $900 order?",
        "do you take diners club",
        "My Mastercard was charged but the order says payment failed",
        "Is there a fee for paying with PayPal Credit?",
        "can i use a store credit note online or only in shop",
        "Do you accept iDEAL for Dutch customers?",
        "Can I add a promo code after I've paid?",
        "The 15% off code WELCOME15 isn't working at checkout",
        "Is VAT included in the price shown or added at the end?",
        "Can I get an invoice with the VAT shown for my company?",
        "why was I charged tax on a gift card",
        "Do you take Bitcoin?",
    ],
    "billing": [
        "I was charged twice",
        "i was charged twice for the same order!!",
        "There are two identical charges of $64.99 on my statement from yesterday",
        "Why is there a charge from you when I cancelled the order?",
        "I got refunded $20 less than I paid, where did the rest go?",
        "My refund was approved eight days ago and still nothing on my card",
        "Can your billing team explain the extra £4.95 on my invoice?",
        "The subscription renewed even though I turned off auto-renew",
        "How do I cancel my annual plan and get a prorated refund?",
        "I was billed for express shipping but it came standard",
        "the price dropped 30% the day after I bought it, can I get the difference back",
        "Do you do price match with Currys or John Lewis?",
        "Will you price match Amazon if it's sold by Amazon itself?",
        "Why did my total go up at the last step? It was $112 in the basket",
        "Is the restocking fee 10% or 15% for opened electronics?",
        "Where can I download a receipt for last month's order?",
        "My card shows a pre-authorisation hold, when does it drop off?",
        "Got charged in dollars instead of pounds and my bank added a fee",
        "I used a 20% code but it only took 10% off",
        "Refund went back to a card that's now expired, what happens to the money?",
    ],
    "returns": [
        "How do I return a jacket that's too small?",
        "Can I return sale items or are they final?",
        "The return label won't print, the page just spins",
        "Is there a free returns option for Canada?",
        "Can I return something bought in store to the online shop?",
        "I lost the receipt, can I still exchange these boots?",
        "What's the returns window over the holidays?",
        "Can I return opened headphones if they hurt my ears?",
        "Do I have to send back the free gift with the return?",
        "The returns portal says my order isn't eligible, why?",
        "Can I drop a return at an InPost locker?",
        "How long after you receive the return does the refund take?",
        "Need to swap a size 10 for a size 11 in the same trainers",
        "Can I exchange for a different colour instead of a refund?",
        "returned it 3 weeks ago and no refund yet",
        "My return was marked as received but the refund is for the wrong amount",
        "Is the Dyson covered by the 30-day return if I've used it once?",
        "Can I return a mattress after sleeping on it for a month?",
        "Do I need the original box to return a TV?",
        "the jeans shrank after one wash can I return them",
    ],
    "product": [
        "Is the Garmin Fenix 7 compatible with iPhone?",
        "Does the Sony WH-1000XM5 come with a carry case?",
        "Are the Salomon Speedcross true to size?",
        "Is the Patagonia Nano Puff warm enough for a Scottish winter?",
        "Does the North Face Thermoball pack into its own pocket?",
        "Is the Samsung Galaxy Tab S9 the WiFi or 5G version?",
        "Which Bosch dishwasher fits a 45cm gap?",
        "Do you stock the Dyson V15 Detect in the gold colour?",
        "Is this Le Creuset casserole dish oven safe up to 260C?",
        "Does the Nintendo Switch OLED bundle include a game?",
        "Is the MacBook Air M3 the 8GB or 16GB model?",
        "does the instant pot duo have a yogurt setting",
        "Are Dr. Martens 1460 boots vegan?",
        "Do the Ralph Lauren polos run big?",
        "Is the Tommy Hilfiger puffer jacket water resistant?",
        "Are Levi's 501s available in a 34 leg?",
        "Do you sell Calvin Klein underwear in multipacks?",
        "Is the Kate Spade crossbody bag real leather?",
        "Is the Michael Kors watch strap replaceable?",
        "Does the Hugo Boss suit come with trousers or are they separate?",
        "Is the Arc'teryx Beta AR Gore-Tex Pro or regular Gore-Tex?",
        "Does the Osprey Atmos 65 fit a hydration bladder?",
        "Are Merrell Moab 3 boots waterproof or just water resistant?",
        "Is the Jetboil Flash compatible with other gas canisters?",
        "Can the Weber Spirit grill be converted to natural gas?",
        "Does the LG OLED C3 support Dolby Vision?",
        "Is the Kindle Paperwhite the one with the warm light?",
        "Do the AirPods Pro 2 come with USB-C now?",
        "Is the Vitamix blender dishwasher safe",
        "Does the KitchenAid stand mixer come with a dough hook?",
        "Are the Hoka Clifton 9 good for wide feet?",
        "is the canada goose parka the real one or the lighter version",
        "Does the Fjallraven Kanken fit a 15 inch laptop?",
        "Does the Miele washing machine have a quick wash under 30 minutes?",
        "Is the GoPro Hero 12 waterproof without the housing?",
        "Is Microsoft Office included with the Surface Pro?",
        "Does the Adobe Creative Cloud licence work on two computers?",
        "Will the Norton antivirus licence cover my Mac as well?",
        "Is the Philips Hue starter kit compatible with Alexa?",
        "Does the Ninja air fryer have a dehydrate function?",
        "What's the battery life on the Bose QuietComfort Ultra?",
        "Is the Columbia fleece machine washable?",
        "Are Birkenstock Arizona sandals adjustable?",
        "does the Traeger pellet grill have wifi",
        "Do you have the Coleman 4-person tent in stock?",
        "Is the Marmot Precip jacket breathable enough for running?",
        "What's the difference between the Kindle and the Kindle Oasis?",
        "Does the Roomba j7 work on thick carpet?",
        "Is the Smeg kettle available in pastel blue?",
        "Does the Peloton bike need a subscription to work?",
    ],
    "sizing": [
        "shoe size 9 by the way",
        "I'm usually a medium in Nike, what size should I get in your brand?",
        "Do your women's jeans come in petite lengths?",
        "My shoe size is 10.5 UK, is that 11.5 US?",
        "I'm between a 32 and 34 waist, which should I order?",
        "Are the kids' sizes by age or by height?",
        "Is an XL in the men's fleece roomy enough to layer under?",
        "My size is usually EU 42, will the 8 fit?",
        "Do the bras come in a 34DD?",
        "what size glove for a 9 inch hand",
        "Is a size 12 dress a US 8?",
        "Do you have the hiking socks in large?",
    ],
    "store": [
        "What time does the Leeds store close on Sunday?",
        "Is the Oxford Street store open on Boxing Day?",
        "Do you have a shop in Glasgow?",
        "Can I speak to the store manager about the service I got today?",
        "Is there parking at the Bristol Cabot Circus branch?",
        "Does the Chicago flagship do bike repairs?",
        "When is the new Vancouver store opening?",
        "Is the Brooklyn store wheelchair accessible?",
        "Do your outlet stores take online returns?",
        "Are the Paris and Lyon stores part of the same loyalty scheme?",
        "Is the store in Westfield Stratford still open or did it close?",
        "Can I reserve a jacket online and try it on in the Edinburgh shop?",
        "Do the airport stores charge the same prices as online?",
        "Which of your Toronto stores has the biggest ski section?",
        "Is there a store near Melbourne CBD?",
    ],
    "loyalty": [
        "How do I get to Gold tier?",
        "What's the difference between Silver and Platinum membership?",
        "Do my points expire if I don't shop for a year?",
        "Does Platinum get free next-day delivery?",
        "I should be Gold by now, my spend was over £500 this year",
        "Can I transfer loyalty points to a family member?",
        "Do points count on sale items?",
        "why did my points balance drop by 200",
        "Is there a birthday discount for members?",
        "How many points is a £10 voucher?",
        "Is the Diamond tier invite-only?",
        "Does the loyalty card work in the Irish stores?",
    ],
    "services": [
        "how much does gift wrapping cost",
        "Do you offer assembly for the wardrobe?",
        "Can someone install the washing machine and take the old one away?",
        "Do you do price match?",
        "Is there an engraving service for the watches?",
        "Do you offer ski servicing in winter?",
        "Can I book a bra fitting online?",
        "Do you do personalised name printing on football shirts?",
        "Is extended warranty worth it on a laptop?",
        "Do you offer a recycling service for old electronics?",
        "Can I get the trousers hemmed in store?",
        "Is there a student discount with UNiDAYS?",
        "Do you offer a military discount?",
        "Does the NHS discount still apply?",
        "Can I book a personal shopping appointment for a wedding outfit?",
        "Do you have a gift registry for weddings?",
        "Is setup of the smart TV included in the delivery?",
        "Do you do corporate gifting for 50+ orders?",
    ],
    "account": [
        "I can't log in, it says my password is wrong but I just reset it",
        "The reset link in the email has expired",
        "How do I turn on two-factor authentication?",
        "How do I delete my account?",
        "The app keeps logging me out every five minutes",
        "Can I change the email on my account?",
        "Where do I unsubscribe from the marketing emails?",
        "I never got the verification code",
        "Is my card saved on my account safe?",
        "how do i remove a saved address",
        "Can I merge two accounts?",
        "My account says 'locked', what do I do?",
        "The website won't load on Safari, only Chrome",
        "The app crashes on Android 14 when I open the basket",
        "Do you have an app for iPad?",
    ],
    "orders": [
        "Where is my order?",
        "can i cancel my order",
        "I ordered the wrong colour, can I change it before it ships?",
        "My order says processing for 5 days, is something wrong?",
        "Can I add an item to an order I placed an hour ago?",
        "The order confirmation email never arrived",
        "Part of my order is missing, only 2 of the 3 items came",
        "I received someone else's order, what should I do with it?",
        "The item arrived damaged, the screen is cracked",
        "My order was cancelled without explanation",
        "When will the backordered sofa be in stock?",
        "Can I pre-order the new iPhone through you?",
        "The website said in stock but now it says 6-8 weeks",
        "I got the right box but the wrong model inside",
        "Is my order still coming? It's been two weeks",
        "Wrong item sent AGAIN. Third time.",
        "It says delivered at 11:42 but I was home all morning",
        "Can I change to express after ordering?",
    ],
    "warranty": [
        "Is the warranty on the fridge two years or five?",
        "My laptop hinge snapped after 13 months, is that covered?",
        "Do you repair zips on jackets bought three years ago?",
        "Does the warranty cover accidental damage?",
        "The headphones stopped charging, still under warranty I think",
        "Who do I contact for a warranty claim, you or Samsung?",
        "The tent pole cracked on the first trip",
        "My boots are leaking after 6 months, is that a defect?",
        "Is the lifetime guarantee on the backpack really lifetime?",
        "The coffee machine is leaking water from the bottom",
    ],
    "human": [
        "I want to talk to a human",
        "can i speak to a real person please",
        "agent",
        "HUMAN PLEASE",
        "Is there a phone number for customer service?",
        "Put me through to someone who can actually help",
        "I'd like to make a formal complaint",
        "Can I speak to your supervisor?",
        "get me a manager",
        "what are your customer service hours",
        "Is live chat available at weekends?",
        "I'd rather speak to someone on the phone",
    ],
    "world": [
        "What is the capital of Australia?",
        "What's the weather like in Seattle this week?",
        "How far is London from Paris?",
        "Who won the World Cup in 2022?",
        "What time is it in Tokyo right now?",
        "Is Canada bigger than the United States?",
        "How do you say thank you in Japanese?",
        "What's the tallest mountain in Scotland?",
        "Can you recommend a good hike near Denver?",
        "What's the best time of year to visit Iceland?",
        "What currency do they use in Switzerland?",
        "how many miles is a marathon",
        "Tell me a joke",
        "What's the exchange rate between euros and dollars?",
        "Is it going to snow in Chamonix in March?",
        "What language do they speak in Belgium?",
    ],
    "complaint": [
        "This is the third time I've contacted you about the same problem. The washing machine "
        "you delivered on Monday leaks every time we run a cycle, the engineer who came on "
        "Thursday said it needed a new part, and nobody has called since. I want a replacement "
        "or a full refund, not another appointment.",
        "I ordered a sofa in September and was told it would arrive in six weeks. It is now "
        "December, the delivery date has moved four times and every time I call I get a "
        "different answer. Please tell me honestly whether this sofa exists.",
        "Honestly disappointed. The boots looked great online but the sole came away after two "
        "walks in the Lake District. For the price I expected much better. I'd like to know "
        "what you're going to do about it.",
        "Your app charged me, then said the payment failed, then charged me again when I "
        "retried. Now I have two pending payments, no order, and the chat keeps sending me "
        "to the FAQ. Sort it out please.",
        "The courier threw the parcel over the fence. The TV inside has a cracked panel. I have "
        "photos of the box. I don't want to wait another three weeks for a replacement, can "
        "you refund me today?",
        "I was promised a call back within 24 hours on Friday. It's Wednesday. Nobody called. "
        "I'm not angry, just tired of repeating myself to a new person every time.",
        "Ordered a gift for my sister's wedding with gift wrapping, it arrived unwrapped with "
        "the price tag still on. The wedding was yesterday. Very embarrassing. I'd like the "
        "wrapping charge refunded at least.",
        "Three weeks ago I returned a pair of jeans at the Birmingham store. The assistant "
        "said the refund would take 3-5 days. Still nothing, and the receipt they gave me is "
        "blank. What now?",
        "The assembly team left the wardrobe doors hanging crooked and scratched the floor "
        "on the way out. I paid £45 for assembly and now I have to fix it myself.",
        "I've been a Platinum member for six years and this is how you treat loyal customers? "
        "The discount disappeared from my account overnight and the helpline just says "
        "'system update'.",
        "I bought a laptop for university and the keyboard stopped working after a month. "
        "The repair centre says six weeks. Term starts on Monday. Is there any way to get a "
        "replacement instead?",
        "NOT HAPPY. The price dropped the day after I bought it and you refuse to match your "
        "own price. Every other shop does this.",
    ],
    "fragment": [
        "refund?",
        "hello",
        "hi is anyone there",
        "ok thanks",
        "still waiting",
        "yes",
        "no that's not it",
        "tracking not working",
        "order late",
        "size guide",
        "thx",
        "??",
        "same issue as before",
        "never mind, found it",
        "perfect, thank you so much!",
        "great 👍",
        "why",
        "ok but when",
    ],
    "emoji": [
        "love the new jacket 😍 does it come in green?",
        "parcel never came 😡😡",
        "thank you!! 🙏",
        "is the sale still on 🤔",
        "wrong size again 🙄 can I swap",
        "🎁 can you gift wrap this?",
        "delivered to the wrong house 🏠❓",
        "my dog chewed the box 🐶 can I still return it",
        "best customer service ever ⭐⭐⭐⭐⭐",
        "Does it ship to 🇨🇦?",
    ],
    "caps": [
        "WHERE IS MY ORDER",
        "I WANT A REFUND NOW",
        "THIS IS RIDICULOUS THREE WEEKS AND NOTHING",
        "WHY WAS I CHARGED TWICE",
        "DO YOU SHIP TO AUSTRALIA",
        "CANCEL MY ORDER PLEASE",
        "THE APP IS BROKEN AGAIN",
        "STOP SENDING ME EMAILS",
    ],
    "typos": [
        "wher is my oder",
        "can i retrun the shoos",
        "do yuo delivr to scotland",
        "my refnud hasnt come thru",
        "is the jackit waterprof",
        "hw long dose shiping take",
        "i was chraged twise",
        "wat size shud i get",
        "teh discount code dosnt work",
        "can i pay wiht paypal",
        "pls cancle my ordr",
        "wich stores have the sale",
    ],
    "policy_dates": [
        "Is the January sale starting on the 26th of December this year?",
        "Are you open on the 1st of January?",
        "Do returns bought in November get extended to the end of January?",
        "Does Black Friday pricing last until Cyber Monday?",
        "What are your opening hours on Christmas Eve?",
        "When does the summer sale end, 31 August?",
        "Is the 30 day return window from delivery or from purchase?",
        "Will the price match promise still apply after March 31?",
        "Is the 2 for 1 offer valid until Sunday midnight?",
        "Are deliveries running over the Easter bank holiday weekend?",
    ],
}

# Short skeletons with a few hand-picked fillers, for the places, brands and payment words
# that recur in real traffic. Each skeleton is one template.
SLOTTED: Final[list[tuple[str, str, str, dict[str, list[str]]]]] = [
    (
        "tpl-deliver-country",
        "shipping",
        "Do you deliver to {place}?",
        {"place": ["Australia", "Japan", "Northern Ireland", "South Africa", "Norway",
                   "the Isle of Wight", "Iceland", "Brazil", "Singapore", "Wales"]},
    ),
    (
        "tpl-how-long-region",
        "shipping",
        "how long does shipping to {place} take",
        {"place": ["texas", "british columbia", "the scottish borders", "bavaria",
                   "new south wales", "cornwall", "quebec", "florida"]},
    ),
    (
        "tpl-carrier-late",
        "shipping",
        "My {carrier} delivery is late, it was due {day}.",
        {"carrier": ["UPS", "FedEx", "DHL", "Royal Mail", "Canada Post", "Evri", "USPS",
                     "Parcelforce", "DPD", "Australia Post"],
         "day": ["yesterday", "on Monday", "last Friday", "two days ago", "this morning"]},
    ),
    (
        "tpl-pay-with",
        "payment",
        "Can I use {method} to pay for {thing}?",
        {"method": ["Klarna", "Afterpay", "Apple Pay", "PayPal", "an Amex card",
                    "a Discover card", "a gift card", "SEPA", "Google Pay", "Clearpay"],
         "thing": ["a sofa", "gift cards", "a pre-order", "a sale item", "delivery",
                   "an extended warranty"]},
    ),
    (
        "tpl-brand-stock",
        "product",
        "Do you have {brand} {item} in stock?",
        {"brand": ["Nike", "Adidas", "Salomon", "Patagonia", "Garmin", "Apple", "Samsung",
                   "Bosch", "Dyson", "Columbia", "Berghaus", "Mountain Equipment", "Rab",
                   "Fossil", "Ted Baker", "Jack Wolfskin"],
         "item": ["trail shoes", "rain jackets", "smart watches", "chargers", "kettles",
                  "fleeces", "backpacks", "headphones"]},
    ),
    (
        "tpl-tier-benefit",
        "loyalty",
        "Does {tier} membership include {benefit}?",
        {"tier": ["Silver", "Gold", "Platinum", "Bronze", "Black"],
         "benefit": ["free returns", "early access to sales", "free gift wrapping",
                     "priority support", "double points"]},
    ),
    (
        "tpl-staff-role",
        "human",
        "Can I speak to {role}?",
        {"role": ["the store manager", "your billing team", "someone in returns",
                  "a technician", "the delivery team", "a supervisor", "customer relations",
                  "the warehouse"]},
    ),
    (
        "tpl-store-hours",
        "store",
        "What are the opening hours of your {city} store on {day}?",
        {"city": ["Cardiff", "Belfast", "Denver", "Boise", "Austin", "Sydney", "Dublin",
                  "Aberdeen", "Montreal", "Nottingham", "Portland", "Hamburg"],
         "day": ["Sundays", "bank holidays", "Saturday", "Christmas Eve"]},
    ),
    (
        "tpl-percent-off",
        "billing",
        "The {n}% discount didn't apply to the {item}.",
        {"n": ["10", "15", "20", "25", "30", "40", "50"],
         "item": ["boots", "TV", "sale rail items", "kids' range", "laptop bag"]},
    ),
    (
        "tpl-amount-refund",
        "billing",
        "I was refunded {amount} but I paid {amount2}",
        {"amount": ["$45.00", "£12.50", "€80", "$199", "£7.99"],
         "amount2": ["$54.00", "£25", "€95", "$249.99", "£15.98"]},
    ),
    (
        "tpl-service-cost",
        "services",
        "how much is {service}",
        {"service": ["gift wrapping", "assembly", "installation", "next day delivery",
                     "the extended warranty", "engraving", "a ski wax", "a bike service",
                     "removal of the old appliance"]},
    ),
    (
        "tpl-order-state",
        "orders",
        "My order has said '{state}' since {when}, is that normal?",
        {"state": ["processing", "dispatched", "out for delivery", "awaiting collection",
                   "payment pending", "on hold", "ready to ship"],
         "when": ["Tuesday", "last week", "yesterday morning", "the weekend", "the 3rd"]},
    ),
    (
        "tpl-compare-products",
        "product",
        "Which is better for {use}, the {a} or the {b}?",
        {"use": ["hiking", "running", "the gym", "travel", "gaming", "working from home"],
         "a": ["Garmin Forerunner 265", "Apple Watch SE", "Bose QC45", "Dell XPS 13",
               "Merrell Moab", "Lenovo ThinkPad"],
         "b": ["Coros Pace 3", "Fitbit Charge 6", "Sony XM4", "HP Spectre",
               "Keen Targhee", "MacBook Air"]},
    ),
    (
        "tpl-appliance-fault",
        "warranty",
        "The {brand} {appliance} I bought in {month} has stopped {verb}",
        {"brand": ["Bosch", "Hotpoint", "Samsung", "LG", "Beko", "Whirlpool", "Miele",
                   "Breville", "De'Longhi"],
         "appliance": ["dishwasher", "fridge", "washing machine", "microwave",
                       "coffee machine", "tumble dryer"],
         "month": ["March", "June", "the spring", "August", "January"],
         "verb": ["draining", "cooling", "spinning", "heating", "working"]},
    ),
    (
        "tpl-software-licence",
        "product",
        "Is the {software} licence a one-off purchase or a yearly subscription?",
        {"software": ["Microsoft 365", "Adobe Photoshop", "Norton 360", "McAfee",
                      "Final Cut Pro", "Kaspersky", "Logic Pro", "Parallels Desktop"]},
    ),
    (
        "tpl-size-mention",
        "sizing",
        "I need the {item} in size {size}, is it coming back?",
        {"item": ["trail runners", "hiking boots", "black jeans", "wool jumper",
                  "rain jacket", "running shorts"],
         "size": ["9", "10.5", "M", "XL", "32/32", "UK 6", "EU 44", "2XL"]},
    ),
    (
        "tpl-region-tax",
        "payment",
        "Do I pay import tax if I order from {region}?",
        {"region": ["Northern Ireland", "Ontario", "California", "the Republic of Ireland",
                    "Guernsey", "the Canary Islands", "Norway", "Switzerland"]},
    ),
    (
        "tpl-fashion-brand-fit",
        "sizing",
        "do {brand} {item} fit true to size",
        {"brand": ["ralph lauren", "levis", "zara", "uniqlo", "barbour", "superdry",
                   "tommy hilfiger", "hollister", "abercrombie", "calvin klein"],
         "item": ["shirts", "jeans", "jackets", "hoodies", "chinos"]},
    ),
]

# The demo tenant's evaluation questions (src/discreet/demo/data/questions.jsonl, as of this
# corpus), each with the earlier turns of its conversation; frozen here so the corpus does not
# move when the demo's questions do.
DEMO_QUESTIONS: Final[list[tuple[str, list[str]]]] = [
    ('q1', ["How many days have I got to send back a fleece that doesn't fit?"]),
    ('q2', ["Does the clock for returns start when I ordered or when it turned up?"]),
    ('q3', ["I bought a jacket for Christmas in early December, is the return deadline still 30 days?"]),
    ('q4', ["How long until the money from my return shows up on my card?"]),
    ('q5', ["Can I get the refund paid to my bank account instead of the card I used?"]),
    ('q6', ["Is it free to swap my trousers for a bigger size?"]),
    ('q7', ["Can I return a jacket that had my initials embroidered on it?"]),
    ('q8', ["how do I send back boots I ordered on the UK site, is the label free?", "and what about if it's from the US, do I pay the postage?"]),
    ('q9', ["I opened my new GPS watch and changed my mind, can I still return it?"]),
    ('q10', ["I opened a headlamp last week and want to send it back", "how much do you keep back for that?"]),
    ('q11', ["My action camera stopped recording on day 3, do I still get charged the restocking fee?"]),
    ('q12', ["Do I need to unpair my watch from my app before posting it back?"]),
    ('q13', ["What's the minimum spend for free delivery in the UK?"]),
    ('q14', ["Is delivery free if I spend enough in the UK?", "What about for American orders?"]),
    ('q15', ["How much is next-day delivery?"]),
    ('q16', ["My parcel hasn't turned up and it was sent two weeks ago, what now?"]),
    ('q17', ["Can you deliver express to my PO box in Ohio?"]),
    ('q18', ["Will I have to pay VAT when my order arrives in France?"]),
    ('q19', ["How long does standard delivery to Australia usually take?"]),
    ('q20', ["Can you ship spare batteries for my headlamp to Canada?"]),
    ('q21', ["Why has my card been charged before my order was even sent?"]),
    ('q22', ["I can see two payments pending for one order"]),
    ('q23', ["Can I pay in instalments?"]),
    ('q24', ["A competitor has the same boots for less, will you match it?"]),
    ('q25', ["Your website dropped the price of my tent a week after I bought it, can I get the difference?"]),
    ('q26', ["will you price match a cheaper sleeping bag I found online?", "What if the cheaper one is from a seller on a marketplace site?"]),
    ('q27', ["My zip broke after a year on an Acme jacket, is it covered?"]),
    ('q28', ["How long is the warranty on a GPS watch?"]),
    ('q29', ["I ripped my jacket on a bramble, can you fix it under warranty?"]),
    ('q30', ["my tent seams are letting in water, I want to claim on the warranty", "how long do you take to decide on a claim?"]),
    ('q31', ["How many points do I get for spending £80?"]),
    ('q32', ["What are my points worth?"]),
    ('q33', ["Do my points ever run out?"]),
    ('q34', ["I keep getting my password wrong and now it says I'm locked out"]),
    ('q35', ["Someone from 'Acme' messaged me asking for my verification code, is that legit?"]),
    ('q36', ["How quickly will you delete my account if I ask?"]),
    ('q37', ["Can I see what your bot has remembered about me?"]),
    ('q38', ["When is there a real person available on a Saturday?"]),
    ('q39', ["How long do you have to respond to an official complaint?"]),
    ('q40', ["I ordered 20 minutes ago and want to cancel, can I do that myself?"]),
    ('q41', ["It shipped yesterday, can you still cancel it?"]),
    ('q42', ["Will I be charged for the order I cancelled this morning?"]),
    ('q43', ["Do you offer gift wrapping for wedding presents?"]),
    ('q44', ["What time does your Paris store open on Sundays?"]),
    ('q45', ["Are you hiring? I'd like to apply for a warehouse job."]),
    ('q46', ["Is Acme Outfitters listed on the stock market, and what's the share price?"]),
    ('q47', ["Can you give me a good recipe for trail mix flapjacks?"]),
    ('q48', ["Do you have a student discount?"]),
    ('q49', ["Can I schedule an e-gift card to be emailed on my dad's birthday?"]),
    ('q50', ["Do you do a trade-in scheme for old GPS watches?"]),
    ('q51', ["Can I collect my order from a parcel locker?"]),
    ('q52', ["Do you ship orders by sea freight to save money?"]),
    ('q53', ["Can you re-proof my old waterproof jacket for me?"]),
    ('q54', ["What's the best way to wash a down sleeping bag?"]),
    ('q55', ["Can I rent a tent for a weekend instead of buying one?"]),
    ('q56', ["Do you sell refurbished action cameras?"]),
    ('q57', ["Do Trail Rewards points count towards airline miles?"]),
    ('q58', ["Do Trail Rewards members get free entry to your outdoor events?"]),
    ('q59', ["Which sleeping bag should I take for minus ten degrees in the Cairngorms?"]),
    ('q60', ["Do you offer bulk discounts for kitting out a scout group?"]),
    ('q61', ["What is the carbon footprint of your express delivery?"]),
    ('q62', ["Can I book a fitting appointment for hiking boots?"]),
]

STYLES: Final = ("lower", "caps", "nopunct", "typo")


def _style(text: str, style: str, rng: random.Random) -> str:
    if style == "lower":
        return text.lower()
    if style == "caps":
        return text.upper()
    if style == "nopunct":
        return "".join(c for c in text if c.isalnum() or c.isspace()).strip()
    # One or two adjacent letters swapped inside longer words.
    words = text.split(" ")
    candidates = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    for i in rng.sample(candidates, min(2, len(candidates))):
        w = words[i]
        j = rng.randrange(1, len(w) - 2)
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)


def _rows(rng: random.Random) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    for kind, messages in HAND.items():
        for i, text in enumerate(messages):
            tid = f"hand-{kind}-{i:03d}"
            rows.append({"text": text, "template_id": tid, "kind": kind})
            # About one in four hand-written messages also appears in another style.
            if kind not in ("caps", "typos", "fragment", "emoji") and rng.random() < 0.25:
                style = rng.choice(STYLES)
                styled = _style(text, style, rng)
                if styled != text:
                    rows.append({"text": styled, "template_id": tid, "kind": f"style-{style}"})
    for tid, kind, skeleton, slots in SLOTTED:
        seen: set[str] = set()
        for _ in range(12):
            text = skeleton.format(**{k: rng.choice(v) for k, v in slots.items()})
            if text not in seen:
                seen.add(text)
                rows.append({"text": text, "template_id": tid, "kind": kind})
            if len(seen) == 8:
                break
    for qid, texts in DEMO_QUESTIONS:
        for text in texts:
            rows.append({"text": text, "template_id": f"demo-question-{qid}", "kind": "demo_question"})
    return rows


def assign_splits(rows: list[dict[str, str]], rng: random.Random, dev_share: float) -> None:
    """Templates in a seeded random order go to `dev` until it holds `dev_share` of the
    messages; the rest are `heldout`. One template is never on both sides."""
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["template_id"]] = counts.get(row["template_id"], 0) + 1
    order = sorted(counts)
    rng.shuffle(order)
    dev: set[str] = set()
    taken = 0
    for tid in order:
        if taken + counts[tid] <= dev_share * len(rows):
            dev.add(tid)
            taken += counts[tid]
    for row in rows:
        row["split"] = "dev" if row["template_id"] in dev else "heldout"


def build_rows() -> list[dict[str, str]]:
    """Every message of the corpus, in file order; the same on every run."""
    rng = random.Random(SEED)
    rows = _rows(rng)
    assign_splits(rows, rng, DEV_SHARE)
    return rows


def main() -> None:
    rows = build_rows()
    with OUT.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    dev = sum(r["split"] == "dev" for r in rows)
    print(f"wrote {len(rows)} messages ({dev} dev) to {OUT}")


if __name__ == "__main__":
    main()
