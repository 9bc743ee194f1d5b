//! *A Gest of Robin Hood*: the rules engine (in progress, not yet playable).
