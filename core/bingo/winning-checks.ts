/** A card a check found winning, and the stage it won (rules version 2 keeps them per stage). */
export interface WinningCheck {
  card_number: number;
  stage: number;
}
