import type { components } from '@commerce-service/sdk';
import { addTexts, type Texts } from './text-store';

type ApiErrorCode = components['schemas']['Error']['error']['code'];

/**
 * What the shopper reads for each code of openapi.json's Error schema that the public surface can answer the widget
 * (the private-only ones cannot reach it): the widget's one list of those codes. errors.ts shows any other code as
 * err_unknown_error. Typed by the spec's list, so a code openapi.json does not have does not compile.
 */
const en = {
  err_validation_failed: 'Please check these fields: {fields}.',
  err_invalid_json: 'The shop did not understand the request. Please try again.',
  err_invalid_cursor: 'The list changed. Please load it again.',
  err_cart_token_required: 'Your cart could not be found. Please reload the page.',
  err_invalid_cart_token: 'Your cart could not be found. Please reload the page.',
  err_idempotency_key_required: 'The payment could not be started. Please try again.',
  err_currency_not_supported: 'This shop does not sell in that currency.',
  err_missing_api_key: 'This shop is not set up correctly: its publishable key is missing.',
  err_invalid_api_key: 'This shop is not available: its publishable key is not valid.',
  err_publishable_key_required:
    'This shop is not set up correctly: it must use its publishable key, never a secret key.',
  err_session_invalid: 'Your sign-in has expired. Please sign in again.',
  err_payment_declined: 'Your card was declined. Please use another card; nothing was charged.',
  err_plan_required: 'This shop is not available online at the moment.',
  err_resource_not_found: 'This item is no longer available.',
  err_route_not_found: 'The shop could not handle this request. Please reload the page.',
  err_unsupported_api_version: 'The shop could not handle this request. Please reload the page.',
  err_method_not_allowed: 'The shop could not handle this request. Please reload the page.',
  err_cart_item_out_of_stock: 'Sorry, only {available} of this item are available.',
  err_invalid_state_transition: 'This cannot be changed any more.',
  err_cart_not_open: 'Your order is being placed, so the cart cannot change right now.',
  err_idempotency_key_in_use: 'Your payment is still being processed. Please wait a moment.',
  err_payload_too_large: 'What you entered is too long.',
  err_unsupported_media_type: 'The shop could not handle this request. Please reload the page.',
  err_discount_code_invalid: 'This discount code cannot be used.',
  err_idempotency_key_reused: 'Your payment details changed during a retry. Please press pay again.',
  err_shipping_address_required: 'Please enter your shipping address first.',
  err_gift_card_invalid: 'This gift card code cannot be used. Please check it.',
  err_balance_insufficient:
    'A gift card or your store credit no longer holds enough. Please check the amounts and try again.',
  err_shipping_option_unavailable: 'This shipping method is not available for your address.',
  err_payment_provider_error: 'The payment service is not answering. Nothing was charged; please try again.',
  err_return_window_closed: 'The time to return items of this order has passed.',
  err_return_not_allowed: 'One of these items cannot be returned.',
  err_return_quantity_exceeded: 'You cannot return more of an item than was delivered and not yet returned.',
  err_return_reason_not_offered: 'Please choose one of the reasons the shop offers.',
  err_rate_limited: 'Too many requests. Please wait {seconds} seconds and try again.',
  err_variant_in_stock: 'Good news: this is in stock again. Reload the page to buy it.',
  err_internal_error: 'Something went wrong at the shop. Please try again.',
  err_service_unavailable: 'The shop is busy. Please try again in a moment.',
} satisfies Partial<Record<`err_${ApiErrorCode}`, string>>;

export type ApiErrorTexts = typeof en;

const de: Texts<keyof ApiErrorTexts> = {
  err_validation_failed: 'Bitte prüfen Sie diese Felder: {fields}.',
  err_invalid_json: 'Der Shop hat die Anfrage nicht verstanden. Bitte versuchen Sie es erneut.',
  err_invalid_cursor: 'Die Liste hat sich geändert. Bitte laden Sie sie neu.',
  err_cart_token_required: 'Ihr Warenkorb wurde nicht gefunden. Bitte laden Sie die Seite neu.',
  err_invalid_cart_token: 'Ihr Warenkorb wurde nicht gefunden. Bitte laden Sie die Seite neu.',
  err_idempotency_key_required: 'Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  err_currency_not_supported: 'Dieser Shop verkauft nicht in dieser Währung.',
  err_missing_api_key: 'Dieser Shop ist nicht richtig eingerichtet: Sein öffentlicher Schlüssel fehlt.',
  err_invalid_api_key: 'Dieser Shop ist nicht verfügbar: Sein öffentlicher Schlüssel ist ungültig.',
  err_publishable_key_required:
    'Dieser Shop ist nicht richtig eingerichtet: Er muss seinen öffentlichen Schlüssel verwenden, nie einen geheimen.',
  err_session_invalid: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  err_payment_declined: 'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte; es wurde nichts abgebucht.',
  err_plan_required: 'Dieser Shop ist derzeit nicht online verfügbar.',
  err_resource_not_found: 'Dieser Artikel ist nicht mehr verfügbar.',
  err_route_not_found: 'Der Shop konnte die Anfrage nicht bearbeiten. Bitte laden Sie die Seite neu.',
  err_unsupported_api_version: 'Der Shop konnte die Anfrage nicht bearbeiten. Bitte laden Sie die Seite neu.',
  err_method_not_allowed: 'Der Shop konnte die Anfrage nicht bearbeiten. Bitte laden Sie die Seite neu.',
  err_cart_item_out_of_stock: 'Leider sind nur {available} Stück dieses Artikels verfügbar.',
  err_invalid_state_transition: 'Das lässt sich nicht mehr ändern.',
  err_cart_not_open: 'Ihre Bestellung wird gerade aufgegeben; der Warenkorb kann sich jetzt nicht ändern.',
  err_idempotency_key_in_use: 'Ihre Zahlung wird noch bearbeitet. Bitte warten Sie einen Moment.',
  err_payload_too_large: 'Ihre Eingabe ist zu lang.',
  err_unsupported_media_type: 'Der Shop konnte die Anfrage nicht bearbeiten. Bitte laden Sie die Seite neu.',
  err_discount_code_invalid: 'Dieser Rabattcode kann nicht verwendet werden.',
  err_idempotency_key_reused:
    'Ihre Zahlungsdaten haben sich beim erneuten Versuch geändert. Bitte klicken Sie erneut auf Bezahlen.',
  err_shipping_address_required: 'Bitte geben Sie zuerst Ihre Lieferadresse ein.',
  err_gift_card_invalid: 'Dieser Geschenkkartencode kann nicht verwendet werden. Bitte prüfen Sie ihn.',
  err_balance_insufficient:
    'Eine Geschenkkarte oder Ihr Guthaben reicht nicht mehr aus. ' +
    'Bitte prüfen Sie die Beträge und versuchen Sie es erneut.',
  err_shipping_option_unavailable: 'Diese Versandart ist für Ihre Adresse nicht verfügbar.',
  err_payment_provider_error:
    'Der Zahlungsdienst antwortet nicht. Es wurde nichts abgebucht; bitte versuchen Sie es erneut.',
  err_return_window_closed: 'Die Frist für eine Rücksendung aus dieser Bestellung ist abgelaufen.',
  err_return_not_allowed: 'Einer dieser Artikel kann nicht zurückgegeben werden.',
  err_return_quantity_exceeded:
    'Sie können von einem Artikel nicht mehr zurückgeben, als geliefert und noch nicht zurückgegeben wurde.',
  err_return_reason_not_offered: 'Bitte wählen Sie einen der Gründe, die der Shop anbietet.',
  err_rate_limited: 'Zu viele Anfragen. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
  err_variant_in_stock: 'Gute Nachricht: Das ist wieder auf Lager. Laden Sie die Seite neu, um es zu kaufen.',
  err_internal_error: 'Im Shop ist etwas schiefgegangen. Bitte versuchen Sie es erneut.',
  err_service_unavailable: 'Der Shop ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
};

addTexts(en, de);

/** The API's error codes that have a text of their own. */
export const MAPPED_ERROR_CODES: readonly string[] = Object.keys(en).map((key) => key.slice('err_'.length));
