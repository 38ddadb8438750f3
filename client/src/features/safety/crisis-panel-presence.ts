/**
 * While the crisis support panel is open inside a form, its buttons lead ("Talk to someone now"
 * first): the form's own send button steps aside, so nothing beside the panel competes with it.
 * Marked in CSS rather than passed down, so every form holding the panel gets it, whoever draws
 * the buttons; the words typed stay where they are.
 */

/** The attribute the open panel carries. */
export const CRISIS_PANEL_ATTRIBUTE = "data-crisis-panel";

/** For a form's send button: hidden while its form holds the open panel. */
export const STEPS_ASIDE_FOR_CRISIS_PANEL = "[form:has([data-crisis-panel])_&]:hidden";
