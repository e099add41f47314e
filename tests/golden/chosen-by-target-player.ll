; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_registry = type { i32, i32, ptr }
%cardrt_change = type { i32, i32, i64, i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [9 x i8] c"opponent\00"
@cardc.targets = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str, i32 1, i32 1, ptr @cardc.legal.0, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.1 = private unnamed_addr constant [24 x i8] c"a creature they control\00"
@.str.2 = private unnamed_addr constant [11 x i8] c"Test Edict\00"
@.str.3 = private unnamed_addr constant [7 x i8] c"{1}{B}\00"
@cardc.card.3 = internal constant %cardrt_card_def { ptr @.str.2, ptr @.str.3, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 1, ptr @cardc.effect.1, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.4 = private unnamed_addr constant [9 x i8] c"opponent\00"
@cardc.targets.5 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.4, i32 1, i32 1, ptr @cardc.legal.4, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.6 = private unnamed_addr constant [36 x i8] c"an artifact card in their graveyard\00"
@.str.7 = private unnamed_addr constant [14 x i8] c"Test Scavenge\00"
@.str.8 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.card.7 = internal constant %cardrt_card_def { ptr @.str.7, ptr @.str.8, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.5, i32 1, ptr @cardc.effect.5, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.9 = private unnamed_addr constant [9 x i8] c"opponent\00"
@cardc.targets.10 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.9, i32 1, i32 1, ptr @cardc.legal.8, i32 0, i32 1, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.11 = private unnamed_addr constant [24 x i8] c"a creature they control\00"
@.str.12 = private unnamed_addr constant [10 x i8] c"Test Will\00"
@.str.13 = private unnamed_addr constant [7 x i8] c"{3}{U}\00"
@cardc.card.11 = internal constant %cardrt_card_def { ptr @.str.12, ptr @.str.13, i32 2, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.10, i32 1, ptr @cardc.effect.9, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 2, i32 1, i32 1, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.14 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.15 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.14, i32 1, i32 1, ptr @cardc.legal.12, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.16 = private unnamed_addr constant [30 x i8] c"they discard an artifact card\00"
@.str.17 = private unnamed_addr constant [17 x i8] c"an artifact card\00"
@.str.18 = private unnamed_addr constant [12 x i8] c"Test Wrench\00"
@.str.19 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.card.15 = internal constant %cardrt_card_def { ptr @.str.18, ptr @.str.19, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.15, i32 1, ptr @cardc.effect.13, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.20 = private unnamed_addr constant [20 x i8] c"discard three cards\00"
@.str.21 = private unnamed_addr constant [103 x i8] c"When you cast this spell, any player may discard three cards. If a player does, counter Test Phantasm.\00"
@.str.22 = private unnamed_addr constant [7 x i8] c"Horror\00"
@.str.23 = private unnamed_addr constant [14 x i8] c"Test Phantasm\00"
@.str.24 = private unnamed_addr constant [10 x i8] c"{5}{B}{B}\00"
@cardc.triggers = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.21, ptr @cardc.match.16, ptr null, ptr null, i32 0, ptr @cardc.effect.17, i32 16, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.19 = internal constant %cardrt_card_def { ptr @.str.23, ptr @.str.24, i32 4, i32 2, i32 0, [8 x ptr] [ptr @.str.22, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 6, i32 6, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [5 x ptr] [ptr @cardc.card.3, ptr @cardc.card.7, ptr @cardc.card.11, ptr @cardc.card.15, ptr @cardc.card.19]
@cardc_registry = constant %cardrt_registry { i32 30, i32 5, ptr @cardc.cards }

define internal i1 @cardc.legal.0(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_you(ptr %0, i32 %1)
  %7 = icmp ne i32 %id, %6
  %8 = or i1 false, %7
  %9 = and i1 %5, %8
  %10 = and i1 %4, false
  %legal = or i1 %10, %9
  ret i1 %legal
}

declare i32 @cardrt_you(ptr, i32)

define internal void @cardc.effect.1(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr @cardc.affects.2, i32 4)
  call void @cardrt_sel_choose_by(ptr %0, i32 2, i32 1, i32 0, i32 1, ptr @.str.1)
  %1 = call i32 @cardrt_fx_destroy(ptr %0, i32 2, i1 true)
  ret void
}

define internal i1 @cardc.affects.2(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = call i32 @cardrt_item_target_player(ptr %0, i32 0)
  %10 = icmp eq i32 %8, %9
  %11 = and i1 %7, %10
  %12 = and i1 %11, true
  ret i1 %12
}

declare i32 @cardrt_types(ptr, i32)

declare i32 @cardrt_controller(ptr, i32)

declare i32 @cardrt_item_target_player(ptr, i32)

declare void @cardrt_sel_target(ptr, i32, i32)

declare void @cardrt_sel_objects(ptr, i32, ptr, i32)

declare void @cardrt_sel_choose_by(ptr, i32, i32, i32, i32, ptr)

declare i32 @cardrt_fx_destroy(ptr, i32, i1)

define internal i1 @cardc.legal.4(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_you(ptr %0, i32 %1)
  %7 = icmp ne i32 %id, %6
  %8 = or i1 false, %7
  %9 = and i1 %5, %8
  %10 = and i1 %4, false
  %legal = or i1 %10, %9
  ret i1 %legal
}

define internal void @cardc.effect.5(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr @cardc.affects.6, i32 8)
  call void @cardrt_sel_choose_by(ptr %0, i32 2, i32 1, i32 0, i32 1, ptr @.str.6)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 2, i32 2, i32 8)
  ret void
}

define internal i1 @cardc.affects.6(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 1
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %12 = call i32 @cardrt_item_target_player(ptr %0, i32 0)
  %13 = icmp eq i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  ret i1 %15
}

declare i1 @cardrt_is_token(ptr, i32)

declare i32 @cardrt_owner(ptr, i32)

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)

define internal i1 @cardc.legal.8(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_you(ptr %0, i32 %1)
  %7 = icmp ne i32 %id, %6
  %8 = or i1 false, %7
  %9 = and i1 %5, %8
  %10 = and i1 %4, false
  %legal = or i1 %10, %9
  ret i1 %legal
}

define internal void @cardc.effect.9(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  %1 = call i32 @cardrt_ctx_modes(ptr %0)
  %2 = and i32 %1, 1
  %3 = icmp ne i32 %2, 0
  br i1 %3, label %mode, label %next

mode:                                             ; preds = %entry
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr @cardc.affects.10, i32 4)
  call void @cardrt_sel_choose_by(ptr %0, i32 2, i32 1, i32 0, i32 1, ptr @.str.11)
  %4 = call i32 @cardrt_ctx_controller(ptr %0)
  %5 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %6 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 0
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 1
  store i32 %4, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 2
  store i64 0, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 3
  store i32 0, ptr %9, align 4
  %10 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 4
  store i32 0, ptr %10, align 4
  %11 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 5
  store ptr null, ptr %11, align 8
  %12 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 6
  store ptr null, ptr %12, align 8
  %13 = call i32 @cardrt_fx_effect(ptr %0, i32 2, ptr %changes, i32 1, i32 1, ptr null)
  br label %next

next:                                             ; preds = %mode, %entry
  %14 = call i32 @cardrt_ctx_modes(ptr %0)
  %15 = and i32 %14, 2
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %mode1, label %next2

mode1:                                            ; preds = %next
  call void @cardrt_sel_players(ptr %0, i32 3, i32 0)
  %17 = call i32 @cardrt_fx_draw(ptr %0, i32 3, i32 1)
  br label %next2

next2:                                            ; preds = %mode1, %next
  ret void
}

declare i32 @cardrt_ctx_modes(ptr)

define internal i1 @cardc.affects.10(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = call i32 @cardrt_item_target_player(ptr %0, i32 0)
  %10 = icmp eq i32 %8, %9
  %11 = and i1 %7, %10
  %12 = and i1 %11, true
  ret i1 %12
}

declare i32 @cardrt_ctx_controller(ptr)

declare i32 @cardrt_fx_effect(ptr, i32, ptr, i32, i32, ptr)

declare void @cardrt_sel_players(ptr, i32, i32)

declare i32 @cardrt_fx_draw(ptr, i32, i32)

define internal i1 @cardc.legal.12(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.13(ptr %0) {
entry:
  %you.did = alloca i1, align 1
  store i1 false, ptr %you.did, align 1
  %unless.done = alloca i1, align 1
  store i1 false, ptr %unless.done, align 1
  store i1 false, ptr %unless.done, align 1
  %1 = load i1, ptr %unless.done, align 1
  %2 = xor i1 %1, true
  %3 = and i1 %2, true
  br i1 %3, label %unless.ask, label %unless.next

unless.ask:                                       ; preds = %entry
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %4 = call i1 @cardrt_fx_may(ptr %0, i32 0, ptr @.str.16)
  store i1 %4, ptr %you.did, align 1
  br i1 %4, label %then, label %else

unless.next:                                      ; preds = %cont, %entry
  %5 = load i1, ptr %unless.done, align 1
  %6 = xor i1 %5, true
  br i1 %6, label %then2, label %else3

then:                                             ; preds = %unless.ask
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr @cardc.affects.14, i32 2)
  call void @cardrt_sel_choose_each(ptr %0, i32 2, i32 1, i32 0, i32 1, ptr @.str.17)
  %7 = call i32 @cardrt_fx_discard_these(ptr %0, i32 0, i32 2)
  br label %cont

else:                                             ; preds = %unless.ask
  br label %cont

cont:                                             ; preds = %else, %then
  %did = load i1, ptr %you.did, align 1
  %8 = call i32 @cardrt_fx_result(ptr %0)
  %9 = icmp sge i32 %8, 1
  %10 = and i1 %did, %9
  store i1 %10, ptr %you.did, align 1
  %did1 = load i1, ptr %you.did, align 1
  %11 = call i32 @cardrt_fx_result(ptr %0)
  %12 = icmp sge i32 %11, 1
  %13 = and i1 %did1, %12
  store i1 %13, ptr %unless.done, align 1
  br label %unless.next

then2:                                            ; preds = %unless.next
  call void @cardrt_sel_target(ptr %0, i32 3, i32 0)
  %14 = call i32 @cardrt_fx_discard(ptr %0, i32 3, i32 2, i1 false)
  br label %cont4

else3:                                            ; preds = %unless.next
  br label %cont4

cont4:                                            ; preds = %else3, %then2
  ret void
}

declare i1 @cardrt_fx_may(ptr, i32, ptr)

define internal i1 @cardc.affects.14(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 1
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  ret i1 %11
}

declare void @cardrt_sel_choose_each(ptr, i32, i32, i32, i32, ptr)

declare i32 @cardrt_fx_discard_these(ptr, i32, i32)

declare i32 @cardrt_fx_result(ptr)

declare i32 @cardrt_fx_discard(ptr, i32, i32, i1)

define internal i1 @cardc.match.16(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 20
  %player = load i32, ptr %4, align 4
  %5 = call i32 @cardrt_you(ptr %0, i32 %1)
  %6 = icmp eq i32 %player, %5
  %7 = icmp eq i32 %kind, 1
  %8 = and i1 %7, %6
  %9 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %9, align 4
  %10 = icmp eq i32 %object, %1
  %11 = and i1 %8, %10
  %12 = and i1 %11, true
  ret i1 %12
}

define internal void @cardc.effect.17(ptr %0) {
entry:
  %you.did = alloca i1, align 1
  store i1 false, ptr %you.did, align 1
  %any.did = alloca i1, align 1
  %any.i = alloca i32, align 4
  call void @cardrt_sel_players(ptr %0, i32 0, i32 2)
  store i32 0, ptr %any.i, align 4
  store i1 false, ptr %any.did, align 1
  br label %any.loop

any.loop:                                         ; preds = %any.next, %entry
  %n = load i32, ptr %any.i, align 4
  %1 = call i1 @cardrt_sel_nth(ptr %0, i32 1, i32 0, i32 %n)
  br i1 %1, label %any.ask, label %any.done

any.ask:                                          ; preds = %any.loop
  call void @cardrt_sel_objects(ptr %0, i32 2, ptr @cardc.affects.18, i32 2)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 2, i32 1, i1 true)
  %2 = call i32 @cardrt_sel_count(ptr %0, i32 2)
  %3 = icmp sge i32 %2, 3
  br i1 %3, label %ask, label %asked

any.next:                                         ; preds = %asked
  %4 = add i32 %n, 1
  store i32 %4, ptr %any.i, align 4
  br label %any.loop

any.done:                                         ; preds = %asked, %any.loop
  %any.yes = load i1, ptr %any.did, align 1
  store i1 %any.yes, ptr %you.did, align 1
  br i1 %any.yes, label %then, label %else

ask:                                              ; preds = %any.ask
  %5 = call i1 @cardrt_fx_may(ptr %0, i32 1, ptr @.str.20)
  br label %asked

asked:                                            ; preds = %ask, %any.ask
  %yes = phi i1 [ false, %any.ask ], [ %5, %ask ]
  store i1 %yes, ptr %any.did, align 1
  br i1 %yes, label %any.done, label %any.next

then:                                             ; preds = %any.done
  %6 = call i32 @cardrt_fx_discard(ptr %0, i32 1, i32 3, i1 false)
  br label %cont

else:                                             ; preds = %any.done
  br label %cont

cont:                                             ; preds = %else, %then
  %did = load i1, ptr %you.did, align 1
  br i1 %did, label %then1, label %else2

then1:                                            ; preds = %cont
  call void @cardrt_sel_source(ptr %0, i32 3)
  %7 = call i32 @cardrt_fx_counter(ptr %0, i32 3)
  br label %cont3

else2:                                            ; preds = %cont
  br label %cont3

cont3:                                            ; preds = %else2, %then1
  ret void
}

declare i1 @cardrt_sel_nth(ptr, i32, i32, i32)

define internal i1 @cardc.affects.18(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %4 = xor i1 %3, true
  %5 = and i1 true, %4
  %6 = or i1 false, %5
  %7 = and i1 %6, true
  ret i1 %7
}

declare void @cardrt_sel_keep_controlled(ptr, i32, i32, i1)

declare i32 @cardrt_sel_count(ptr, i32)

declare void @cardrt_sel_source(ptr, i32)

declare i32 @cardrt_fx_counter(ptr, i32)
