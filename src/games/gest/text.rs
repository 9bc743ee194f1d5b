//! A Gest of Robin Hood's words on the table (English): spaces, cards,
//! Travellers, Plots and Deeds, prompts, action labels, log lines, player aids.
