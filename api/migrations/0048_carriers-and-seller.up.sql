-- What parcels and invoices read from the settings: the carriers staff ship with (each a code, a
-- name and its tracking page, {trackingNumber} standing for the parcel's number), and the seller an
-- invoice names: legal name, address (the seller's, not a person's: seller_address), GSTIN (empty while
-- not registered), the invoices' prefix and
-- the HSN code of each product category. The carriers are those an Indian shop ships with most;
-- the HSN codes are the four-digit headings of the seed's categories, for the seller to confirm.
ALTER TABLE settings
  ADD COLUMN carriers jsonb NOT NULL DEFAULT '[
    {"code": "delhivery", "name": "Delhivery", "trackingUrlTemplate": "https://www.delhivery.com/track/package/{trackingNumber}"},
    {"code": "bluedart", "name": "Blue Dart", "trackingUrlTemplate": "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={trackingNumber}"},
    {"code": "dtdc", "name": "DTDC", "trackingUrlTemplate": "https://www.dtdc.in/tracking.asp?strCnno={trackingNumber}"},
    {"code": "india-post", "name": "India Post", "trackingUrlTemplate": "https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx?consignmentnumber={trackingNumber}"},
    {"code": "ecom-express", "name": "Ecom Express", "trackingUrlTemplate": "https://ecomexpress.in/tracking/?awb_field={trackingNumber}"},
    {"code": "xpressbees", "name": "Xpressbees", "trackingUrlTemplate": "https://www.xpressbees.com/shipment/tracking?awbNo={trackingNumber}"},
    {"code": "shiprocket", "name": "Shiprocket", "trackingUrlTemplate": "https://shiprocket.co/tracking/{trackingNumber}"}
  ]',
  ADD COLUMN legal_name text NOT NULL DEFAULT 'Pawsome Supplies',
  ADD COLUMN seller_address text NOT NULL DEFAULT '',
  ADD COLUMN gstin text NOT NULL DEFAULT '',
  ADD COLUMN invoice_prefix text NOT NULL DEFAULT 'PS',
  ADD COLUMN hsn_codes jsonb NOT NULL DEFAULT '{
    "dog-food": "2309", "cat-food": "2309", "treats": "2309", "health": "3004", "grooming": "3307",
    "toys": "9503", "accessories": "4201", "clothing": "4201", "beds": "9404", "bowls-feeders": "3924", "litter": "2508"
  }';
